import type { ComponentType } from 'react';
import type { UrlMapping } from '../../api/url';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page takes its own props (the dispatcher's table hands them over)
type Page = ComponentType<any>;

export type Dispatched = { kind: 'page'; type: UrlMapping['_type']; Page: Page; props: Record<string, unknown> } | { kind: 'not-found' } | { kind: 'offline' };

interface Entry {
  answer: Promise<Dispatched>;
  value?: Dispatched;
  /** The page left (its dispatcher unmounted): a new visit asks again, as a navigation would. */
  left: boolean;
}

/** The URL dispatcher's answers by path (a few: the page shown and the one being opened). */
const entries = new Map<string, Entry>();
const KEPT = 4;

/**
 * The dispatcher's answer for a path, asked once per visit of it (filters and sort live in the query
 * string: they do not ask again). The same promise on every render, as React's `use` needs; a failed
 * answer is forgotten, so the next visit asks again.
 */
export function dispatchedAnswer(path: string, ask: () => Promise<Dispatched>): Promise<Dispatched> {
  const kept = entries.get(path);
  if (kept && !kept.left) return kept.answer;
  const entry: Entry = { answer: ask(), left: false };
  entries.delete(path);
  entries.set(path, entry);
  if (entries.size > KEPT) entries.delete(entries.keys().next().value as string);
  entry.answer.then(
    (value) => (entry.value = value),
    () => entries.get(path) === entry && entries.delete(path),
  );
  return entry.answer;
}

/** Called by the dispatcher on mount (true) and unmount (false). */
export function dispatchedShown(path: string, shown: boolean): void {
  const entry = entries.get(path);
  if (entry) entry.left = !shown;
}

/** The dispatched page of a path, once answered (the store switcher opens the same entity in another view). */
export function dispatchedPage(path: string): Dispatched | undefined {
  return entries.get(path)?.value;
}
