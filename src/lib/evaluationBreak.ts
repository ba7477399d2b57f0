import { yieldToBrowser } from './yieldToBrowser';

// The entry chunk's evaluation (React, the router, Redux, i18next and the app's modules) was one task
// of 6 to 8 ms on a laptop, which a phone or a loaded machine stretches past 50 ms (issue 15). Rollup
// writes a chunk's modules into one scope in the order they run, so a top-level await in a module
// ends the task there. main.tsx imports this module after React and React DOM, and evaluationBreak2
// after the app's component tree: the evaluation runs in three tasks. (The dev server loads modules
// one by one: there the modules after these do not wait for them, which changes nothing but the tasks.)
await yieldToBrowser();
