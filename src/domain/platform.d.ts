// The domain compiles against the language alone (tsconfig: lib ES2023, no DOM, no Node), so that
// `window` or `process` here is an error. These are the few platform APIs it may use because the page,
// the service worker and Node all have them.
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
