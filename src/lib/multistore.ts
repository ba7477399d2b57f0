/**
 * The server's MULTISTORE switch as the PWA learns it at run time (no rebuild): the server writes
 * `<meta name="vs-multistore" content="on|off">` into every page it serves (server/plugins/multistoreMarker.ts).
 * A page the service worker answers is its precached shell, whose marker is as old as the shell (or
 * missing): so the last fresh answer is remembered on the device and wins there, offline as online
 * (src/app/multistoreCheck.ts asks the server again once such a page is up).
 */
export const MULTISTORE_META = 'vs-multistore';
const KEY = MULTISTORE_META;

type Switch = 'on' | 'off';
// Structural types: this module is also part of the service worker's build (no DOM types there).
export interface MetaSource {
  querySelector(selectors: string): unknown;
}
interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): KeyValue | undefined {
  try {
    return (globalThis as { localStorage?: KeyValue }).localStorage;
  } catch {
    return undefined; // blocked storage: the marker of this page still counts
  }
}

/** The marker of a served page ('on' / 'off'), or undefined for a page without one (the precached shell). */
export function markerOf(html: MetaSource | undefined): Switch | undefined {
  const meta = html?.querySelector(`meta[name="${MULTISTORE_META}"]`) as { content?: string } | null | undefined;
  const content = meta?.content;
  return content === 'on' || content === 'off' ? content : undefined;
}

/** Keeps the server's answer for the next page opened from the precache. */
export function rememberMultistore(value: Switch): void {
  try {
    storage()?.setItem(KEY, value);
  } catch {
    /* full or blocked storage: the next page asks again */
  }
}

/** This page came from the service worker (its precached shell), not from the server. */
export const servedByWorker = (): boolean =>
  Boolean((globalThis as { navigator?: { serviceWorker?: { controller?: unknown } } }).navigator?.serviceWorker?.controller);

/**
 * The server's page: its marker, remembered. The worker's shell: what the server said last time,
 * else the shell's own marker. Off by default (and in the service worker itself).
 */
export function readMultistore(doc = (globalThis as { document?: MetaSource }).document, fromShell = servedByWorker()): boolean {
  const marker = markerOf(doc);
  if (marker && !fromShell) {
    rememberMultistore(marker);
    return marker === 'on';
  }
  return (storage()?.getItem(KEY) ?? marker) === 'on';
}
