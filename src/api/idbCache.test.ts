import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdbCache, type KeyValueStore } from './idbCache';
import { DISABLE_AFTER_WRITE_ERRORS, READ_TIMEOUT_MS } from './idbCacheStore';
import { keyValueStore } from './keyValueStore';
import { purgeRebuildable } from './purge';

/**
 * The caches over a real IndexedDB (fake-indexeddb through keyValueStore), wrapped so that it can be
 * made slow, throw on reads, or run out of space, the way a phone's storage does.
 */
interface Faults {
  readError?: boolean;
  quotaOnWrite?: boolean;
  writeError?: boolean;
  /** Reads and writes never answer (a stuck IndexedDB). */
  hang?: boolean;
}

let n = 0;
function faultyStore(faults: Faults) {
  const real = keyValueStore('storefront-test', `store${++n}`);
  const calls = { get: 0, set: 0, clear: 0 };
  const hang = () => new Promise<never>(() => undefined);
  const store: KeyValueStore = {
    async getItem<V>(key: string) {
      calls.get += 1;
      if (faults.hang) return hang();
      if (faults.readError) throw new DOMException('The operation failed for reasons unrelated to the database itself', 'UnknownError');
      return real.getItem<V>(key);
    },
    async setItem<V>(key: string, value: V) {
      calls.set += 1;
      if (faults.hang) return hang();
      if (faults.quotaOnWrite) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      if (faults.writeError) throw new DOMException('Write failed', 'UnknownError');
      return real.setItem(key, value);
    },
    async clear() {
      calls.clear += 1;
      return real.clear();
    },
  };
  return { store, real, calls };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the catalogue cache over IndexedDB', () => {
  it('keeps what it was given across a new session (a fresh cache over the same store)', async () => {
    const { store } = faultyStore({});
    await createIdbCache<string>('a', { backend: async () => store }).set('k', 'v');
    const later = createIdbCache<string>('a', { backend: async () => store });
    expect(await later.get('k')).toBe('v');
    expect(later.persistent).toBe(true);
  });

  it('holds writes until `writeAfter`, readable meanwhile, and drops the held ones on a clear', async () => {
    const { store, real } = faultyStore({});
    let opened = 0;
    let writable: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (writable = resolve));
    const cache = createIdbCache<string>('b', { backend: async () => (opened++, store), writeAfter: () => gate });
    const written = cache.set('k', 'v');
    const dropped = cache.set('gone', 'x');
    expect(await cache.get('k')).toBe('v');
    expect(opened).toBe(0);
    // A clear and a later write wait for `writeAfter` too (the store's own queue), in call order.
    const cleared = cache.clear();
    expect(await cache.get('gone')).toBeUndefined();
    const again = cache.set('gone', 'y');
    writable();
    await Promise.all([written, dropped, cleared, again]);
    expect(await real.getItem('k')).toBeNull();
    expect(await cache.get('gone')).toBe('y');
    expect(await real.getItem('gone')).toBe('y');
  });

  it('answers a miss after 800 ms when IndexedDB does not answer, and stops asking it', async () => {
    const faults: Faults = {};
    const { store, calls } = faultyStore(faults);
    const cache = createIdbCache<string>('slow', { backend: async () => store });
    faults.hang = true;
    const started = performance.now();
    expect(await cache.get('k')).toBeUndefined();
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(READ_TIMEOUT_MS - 20);
    expect(took).toBeLessThan(READ_TIMEOUT_MS + 1500);
    // One slow read disabled the persistent cache: the next read does not wait at all.
    expect(cache.persistent).toBe(false);
    const again = performance.now();
    expect(await cache.get('other')).toBeUndefined();
    expect(performance.now() - again).toBeLessThan(100);
    expect(calls.get).toBe(1);
  });

  it('is disabled after one read error and goes on in memory', async () => {
    const faults: Faults = { readError: true };
    const { store, calls } = faultyStore(faults);
    const cache = createIdbCache<string>('broken-read', { backend: async () => store });
    expect(await cache.get('k')).toBeUndefined();
    expect(cache.persistent).toBe(false);
    await cache.set('k', 'from the network');
    expect(calls.set).toBe(0);
    expect(await cache.get('k')).toBe('from the network');
    expect(calls.get).toBe(1);
  });

  it('is disabled after 30 write errors, not before', async () => {
    const { store, calls } = faultyStore({ writeError: true });
    const cache = createIdbCache<string>('broken-write', { backend: async () => store });
    for (let i = 1; i < DISABLE_AFTER_WRITE_ERRORS; i++) await cache.set(`k${i}`, 'v');
    expect(cache.persistent).toBe(true);
    await cache.set('last', 'v');
    expect(cache.persistent).toBe(false);
    await cache.set('after', 'v');
    expect(calls.set).toBe(DISABLE_AFTER_WRITE_ERRORS);
  });

  it('a write that hangs does not hold up the next one (the iterate time-out frees the line)', async () => {
    const faults: Faults = { hang: true };
    const { store, real, calls } = faultyStore(faults);
    const cache = createIdbCache<string>('hung-write', { backend: async () => store });
    const first = cache.set('a', '1');
    await vi.waitFor(() => expect(calls.set).toBe(1));
    faults.hang = false;
    await cache.set('b', '2');
    await first;
    expect(await real.getItem('b')).toBe('2');
    expect(await real.getItem('a')).toBeNull();
    expect(cache.persistent).toBe(true);
  });

  it('a quota error empties this cache and the URL mapping cache, not other stores', async () => {
    const url = faultyStore({});
    const other = faultyStore({});
    const full = faultyStore({ quotaOnWrite: true });
    const urlCache = createIdbCache<string>('url-q', { backend: async () => url.store, clearOnQuotaError: true });
    const otherCache = createIdbCache<string>('other-q', { backend: async () => other.store });
    await urlCache.set('gear/bag', 'mapping');
    await otherCache.set('k', 'kept');
    await full.real.setItem('old', 'entry');
    const fullFaulty = createIdbCache<string>('full-q', { backend: async () => full.store });
    await fullFaulty.set('new', 'value');
    expect(await full.real.getItem('old')).toBeNull();
    expect(await url.real.getItem('gear/bag')).toBeNull();
    expect(await other.real.getItem('k')).toBe('kept');
    // What it just got stays at hand for this session.
    expect(await fullFaulty.get('new')).toBe('value');
  });

  it('registers itself as purgeable: a purge empties every cache', async () => {
    const { store, real } = faultyStore({});
    const cache = createIdbCache<string>('purged', { backend: async () => store });
    await cache.set('k', 'v');
    const purged = await purgeRebuildable();
    expect(purged).toContain('purged');
    expect(await real.getItem('k')).toBeNull();
    expect(await cache.get('k')).toBeUndefined();
  });
});
