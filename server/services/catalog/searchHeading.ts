/**
 * The search results page's heading as the app writes it (locales/<language>/search.json
 * `search.pageTitle`), for the boot shell (pageShell.ts): the shell's copy of the first result tiles
 * sits below a hidden copy of the heading, so a term that wraps the heading onto two lines moves
 * them down as it moves the app's. The view's language; English when the view's file lacks it. Read
 * once per language.
 */
import fs from 'node:fs';

const LOCALES = new URL('../../../locales/', import.meta.url);
const titles = new Map<string, string | null>();

function readTitle(language: string): string | null {
  try {
    const file = new URL(`${encodeURIComponent(language)}/search.json`, LOCALES);
    const found = (JSON.parse(fs.readFileSync(file, 'utf8')) as { search?: { pageTitle?: unknown } }).search?.pageTitle;
    return typeof found === 'string' && found.includes('{{term}}') ? found : null;
  } catch {
    return null;
  }
}

function pageTitle(language: string): string | null {
  if (!titles.has(language)) titles.set(language, readTitle(language));
  return titles.get(language) ?? null;
}

/** The heading for a (normalised) term in a view's language, as plain text; null when no locale has it. */
export function searchHeading(language: string, term: string): string | null {
  const title = pageTitle(language) ?? pageTitle('en');
  return title === null ? null : title.replace('{{term}}', () => term);
}
