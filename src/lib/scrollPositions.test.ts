import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type NavigationType = 'navigate' | 'reload' | 'back_forward' | 'prerender';

/** A fresh module (its positions are read once per page) on a document opened the way `type` says. */
async function load(type: NavigationType | null) {
  vi.resetModules();
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((kind: string) =>
    kind === 'navigation' && type ? ([{ type }] as unknown as PerformanceEntryList) : [],
  );
  return import('./scrollPositions');
}

describe('savedScroll', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem(
      'storefront:scroll',
      JSON.stringify([
        ['default', 640],
        ['k2', 120],
      ]),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('gives the first page of a reloaded document, or one reached by back or forward, its position', async () => {
    for (const type of ['reload', 'back_forward'] as const) {
      const { savedScroll } = await load(type);
      expect(savedScroll('default', true)).toBe(640);
    }
  });

  it('does not read sessionStorage for the first page of a new load: nothing was left at a new entry', async () => {
    const { savedScroll } = await load('navigate');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    expect(savedScroll('default', true)).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
  });

  it('gives back and forward within the page their positions, whatever opened the document', async () => {
    const { savedScroll } = await load('navigate');
    expect(savedScroll('default', true)).toBeUndefined();
    expect(savedScroll('default')).toBe(640);
    expect(savedScroll('k2')).toBe(120);
  });

  it('reads when the browser does not say how the document was opened', async () => {
    const { savedScroll } = await load(null);
    expect(savedScroll('default', true)).toBe(640);
  });

  it('keeps what was remembered before a new load for the entries it belongs to', async () => {
    const { savedScroll, rememberScroll } = await load('navigate');
    expect(savedScroll('default', true)).toBeUndefined();
    rememberScroll('k3');
    expect(JSON.parse(sessionStorage.getItem('storefront:scroll') ?? '[]')).toEqual([
      ['default', 640],
      ['k2', 120],
      ['k3', window.scrollY],
    ]);
  });
});
