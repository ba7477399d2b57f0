/**
 * Write-ahead copy of the saved state (issue 10 "nothing lost"). redux-persist writes a change to
 * IndexedDB a few timer ticks later, and IndexedDB commits later still: a quantity changed, a line
 * removed, a wishlist toggled or a checkout field typed right before the page goes away (a reload, a
 * typed address, the tab closed, the app switched away on a phone) was lost. So every change of a
 * persisted slice is also written, synchronously and in the same task, to a localStorage journal
 * (one record, the same serialised form redux-persist stores); at start the journal is read back
 * instead of IndexedDB when it is the newer of the two.
 *
 * Both copies carry a stamp `at`: the journal the time of its write, the IndexedDB record the stamp
 * of the last journal write before it (what it holds is never newer than that journal). Tabs share
 * one journal, the newest change of any tab. A journal write that fails (localStorage full or
 * blocked) removes the journal, so the IndexedDB copy is read back as before.
 */
import { viewScoped } from '../lib/config';
import { JOURNAL_KEY } from '../lib/storageNames';
export { JOURNAL_KEY };

/** Each store view keeps its own journal, as its own saved state (persist.ts): a /de tab never replaces the default view's. */
const journalSlot = () => viewScoped(JOURNAL_KEY);

interface Journal {
  at: number;
  key: string;
  value: string;
}

/** What goes to IndexedDB: the serialised state and its stamp. Older records are the bare string. */
interface Stamped {
  at: number;
  value: string;
}

export interface StateStore {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<unknown>;
  removeItem(key: string): Promise<unknown>;
}

/** A clock that never goes back or repeats within a tab (two writes in one millisecond still order). */
let last = 0;
function stamp(): number {
  last = Math.max(Date.now(), last + 1);
  return last;
}

export function readJournal(key: string, ls: Storage | undefined): Journal | null {
  try {
    const raw = ls?.getItem(journalSlot());
    if (!raw) return null;
    const j = JSON.parse(raw) as Partial<Journal>;
    return j && j.key === key && typeof j.at === 'number' && typeof j.value === 'string' ? (j as Journal) : null;
  } catch {
    return null;
  }
}

/** Writes the journal now. False (and no journal left behind) when localStorage refused it. */
export function writeJournal(key: string, value: string, ls: Storage | undefined): boolean {
  if (!ls) return false;
  try {
    const at = stamp();
    ls.setItem(journalSlot(), JSON.stringify({ at, key, value } satisfies Journal));
    lastJournalAt = Math.max(lastJournalAt, at);
    return true;
  } catch (err) {
    console.error('[persist] write-ahead journal not written', err);
    try {
      ls.removeItem(journalSlot());
    } catch {
      // Nothing more to do: the IndexedDB copy is read back.
    }
    return false;
  }
}

/** The stamp of this tab's last journal write (or the one read back at start). */
let lastJournalAt = 0;

function unwrap(raw: unknown): Stamped | null {
  if (typeof raw === 'string') return { at: 0, value: raw };
  const s = raw as Partial<Stamped> | null;
  return s && typeof s.value === 'string' ? { at: typeof s.at === 'number' ? s.at : 0, value: s.value } : null;
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('state read timed out')), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The storage redux-persist is given: IndexedDB (`idb`) with the journal in front. A read that fails
 * or takes longer than `readTimeoutMs` falls back on the journal (a broken or slow IndexedDB never
 * holds up the cart, checkout and account pages); IndexedDB records get the journal's stamp.
 */
export function journaledStorage(idb: StateStore, ls: Storage | undefined, readTimeoutMs: number) {
  return {
    async getItem(key: string): Promise<string | null> {
      const journal = readJournal(key, ls);
      let stored: Stamped | null = null;
      try {
        stored = unwrap(await within(readTimeoutMs, idb.getItem(key)));
      } catch (err) {
        console.error('[persist] could not read the saved state', err);
      }
      if (journal) lastJournalAt = Math.max(lastJournalAt, journal.at);
      if (journal && (!stored || journal.at >= stored.at)) return journal.value;
      return stored?.value ?? null;
    },
    setItem(key: string, value: string): Promise<unknown> {
      return idb.setItem(key, { at: lastJournalAt, value } satisfies Stamped);
    },
    removeItem(key: string): Promise<unknown> {
      if (readJournal(key, ls)) ls?.removeItem(journalSlot());
      return idb.removeItem(key);
    },
  };
}
