import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedStateMayExist } from './savedStateExists';
import { JOURNAL_KEY } from './storageNames';

const databases = (names: string[]) => vi.spyOn(indexedDB, 'databases').mockResolvedValue(names.map((name) => ({ name, version: 1 })));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('savedStateMayExist (a first visit on a fresh device skips reading the saved state back)', () => {
  it('is false only on a device with neither the journal nor any of the databases', async () => {
    databases(['some-other-site-db', 'storefront-search']);
    expect(await savedStateMayExist()).toBe(false);
  });

  it.each(['storefront', 'storefront-sync', 'storefront-auth'])('is true when the %s database exists', async (name) => {
    databases([name]);
    expect(await savedStateMayExist()).toBe(true);
  });

  it('is true when the write-ahead journal exists, whatever the databases say', async () => {
    databases([]);
    localStorage.setItem(JOURNAL_KEY, '{}');
    expect(await savedStateMayExist()).toBe(true);
  });

  it('errs towards true when the databases cannot be listed', async () => {
    vi.spyOn(indexedDB, 'databases').mockRejectedValue(new Error('blocked'));
    expect(await savedStateMayExist()).toBe(true);
  });
});
