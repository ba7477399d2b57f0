/**
 * The browser says it has a network (navigator.onLine). Only `false` is trusted: it means the
 * browser knows it has none; `true` may still be a captive portal, so callers still handle failures.
 * Outside a browser (tests in Node, the server) it answers true.
 */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;
