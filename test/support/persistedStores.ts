import type { Persistor } from 'redux-persist';
import { afterEach } from 'vitest';
import { makePersistedStore, persistStorage } from '../../src/app/persist';

/**
 * For tests of the persisted store: returns `open`, which makes a persisted store whose writes are
 * finished and stopped after its test (none lands in the next one); the saved state is cleared too.
 */
export function persistedStores(): () => ReturnType<typeof makePersistedStore> {
  const persistors: Persistor[] = [];
  afterEach(async () => {
    for (const p of persistors.splice(0)) {
      await p.flush();
      p.pause();
    }
    await persistStorage.clear();
    localStorage.clear();
  });
  return () => {
    const made = makePersistedStore();
    persistors.push(made.persistor);
    return made;
  };
}
