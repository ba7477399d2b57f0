import { yieldToBrowser } from './yieldToBrowser';

// The entry chunk's evaluation (React, the router, Redux, i18next and the app's modules) was one task
// of 7 to 9 ms on a laptop, which a phone or a loaded machine stretches past 50 ms (issue 15). Rollup
// writes a chunk's modules into one scope in the order they run, so a top-level await in a module
// ends the task there: main.tsx imports this one after React and React DOM, and the app's own modules
// run in the next task. (The dev server loads modules one by one: there the modules after this one
// do not wait for it, which changes nothing but the tasks.)
await yieldToBrowser();
