/** What the cart's tab tests share: tabs are stores wired to real BroadcastChannels, which answer in their own time. */
import { afterEach, vi } from 'vitest';

/** Waits until `check` holds, 3 seconds at most, looking every 10 ms (the test's assertions then say what is missing). */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
}

/** A list for the stop function of each tab a test connects: after each test every tab is stopped and stubbed globals are put back. */
export function tabStops(): (() => void)[] {
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.unstubAllGlobals();
  });
  return stops;
}
