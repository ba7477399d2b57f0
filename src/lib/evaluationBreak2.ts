import { yieldToBrowser } from './yieldToBrowser';

// The second cut of the entry chunk's evaluation (see evaluationBreak.ts): a module runs once, so
// each cut is a module of its own.
await yieldToBrowser();
