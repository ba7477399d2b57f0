/**
 * `_searchText` → PostgreSQL full-text search with the vsf-api semantics of spec 000 §9 / contract
 * §6.4: every word may be misspelt by up to 2 edits (fuzziness 2; 1 for a word the catalogue
 * itself has, to keep unrelated look-alikes out; transpositions count as one,
 * at most 3 expansions per word, nearest first), at least 75% of the words must match (ES
 * minimum_should_match "75%": floor, at least one), and the score weighs name 4, sku 2, category
 * name 1, ingredients 1 (tsvector weights A, B, C, D of migration 003). Candidate spellings come
 * from the catalog_word vocabulary through its pg_trgm GIN index (`%`, similarity ≥ 0.3, which
 * keeps 2-edit noise on short words away: tea ≠ pea) and, for longer words, by first letter and
 * length; the Damerau–Levenshtein distance then decides.
 */
import type { Queryable } from '../../db/index.ts';
import type { SqlParams } from './sqlParams.ts';
// Minimum match 75% is one rule with the offline search (src/domain), so both keep the same products.
import { requiredMatches } from '../../../src/domain/offlineSearch.ts';

export const FUZZINESS = 2;
export const MAX_EXPANSIONS = 3;
export const MIN_SCORE = 0.02;
/** ts_rank weights {D, C, B, A} = boosts {1, 1, 2, 4} / 4. */
const WEIGHTS = '{0.25,0.25,0.5,1}';
/** A fuzzy match scores half of an exact one, as a nearer term scores higher in ES. */
const FUZZY_FACTOR = 0.5;
const MAX_WORDS = 10;

export interface TextPlan {
  words: string[];
  /** Per word: the word and its accepted misspelling targets. */
  groups: { word: string; expansions: string[] }[];
}

export interface TextSql {
  where: string;
  score: string;
}

export function tokenize(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Optimal-string-alignment distance (Damerau–Levenshtein without repeated edits), capped. */
export function editDistance(a: string, b: string, cap = FUZZINESS + 1): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      row.push(d);
    }
    rows.push(row);
  }
  return Math.min(cap, rows[a.length][b.length]);
}

/**
 * Search-as-you-type repeats the same words ("gree", "green", "green t", "green tea"): each
 * word's expansions are looked up once and kept a minute per database (they depend on that word
 * and the vocabulary only; the vocabulary only changes when the catalogue is written, and a new
 * word shows up within the TTL). One query for all the words a request has not seen yet.
 */
const PLAN_TTL_MS = 60_000;
const WORD_CACHE_SIZE = 2000;
const wordCache = new WeakMap<Queryable, Map<string, { at: number; expansions: Promise<string[]> }>>();

/** Looks up, for every word, the catalogue words within FUZZINESS edits (nearest, then most similar). */
export async function planText(db: Queryable, text: string, now = Date.now()): Promise<TextPlan | null> {
  const words = tokenize(text);
  if (!words.length) return null;
  let cache = wordCache.get(db);
  if (!cache) wordCache.set(db, (cache = new Map()));
  const fresh = (w: string) => {
    const hit = cache.get(w);
    return hit && now - hit.at < PLAN_TTL_MS ? hit.expansions : null;
  };
  const missing = words.filter((w) => !fresh(w));
  const found = missing.length ? lookUp(db, missing) : null;
  const pending = words.map((w) => {
    const cached = fresh(w);
    if (cached) return cached;
    const expansions = found!.then((byWord) => byWord.get(w) ?? []);
    cache.delete(w); // re-inserted last: the map's order is the eviction order
    if (cache.size >= WORD_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(w, { at: now, expansions });
    expansions.catch(() => cache.get(w)?.expansions === expansions && cache.delete(w));
    return expansions;
  });
  const lists = await Promise.all(pending);
  return { words, groups: words.map((word, i) => ({ word, expansions: lists[i] })) };
}

async function lookUp(db: Queryable, words: string[]): Promise<Map<string, string[]>> {
  // Two candidate sources: trigram-similar words (GIN), and — for words of 5+ letters, where two
  // edits leave too few shared trigrams ("prtin") — words with the same first letter and a length
  // within 2 (btree). The edit distance below decides.
  const { rows } = await db.query<{ tok: string; word: string; sim: number }>(
    `select t.tok, w.word, similarity(w.word, t.tok) as sim
       from unnest($1::text[]) t(tok) join catalog_word w on w.word % t.tok
      where w.word <> t.tok
     union
     select t.tok, w.word, similarity(w.word, t.tok)
       from unnest($1::text[]) t(tok) join catalog_word w
         on left(w.word, 1) = left(t.tok, 1) and length(w.word) between length(t.tok) - 2 and length(t.tok) + 2
      where length(t.tok) >= 5 and w.word <> t.tok`,
    [words.filter((w) => w.length >= 3)],
  );
  const known = new Set((await db.query<{ word: string }>('select word from catalog_word where word = any($1::text[])', [words])).rows.map((r) => r.word));
  const byWord = new Map<string, string[]>();
  for (const word of words) {
    // A word the catalogue has is taken as meant: only 1-edit variants (flour → flours) join it,
    // not every word 2 edits away (spelt → salt, sport), which ES's fuzziness 2 would add.
    const fuzziness = known.has(word) ? 1 : FUZZINESS;
    const expansions = rows
      .filter((r) => r.tok === word)
      .map((r) => ({ word: r.word, d: editDistance(word, r.word), sim: Number(r.sim) }))
      .filter((c) => c.d <= fuzziness)
      .sort((x, y) => x.d - y.d || y.sim - x.sim || (x.word < y.word ? -1 : 1))
      .slice(0, MAX_EXPANSIONS)
      .map((c) => c.word);
    byWord.set(word, expansions);
  }
  return byWord;
}

const lexeme = (w: string) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const anyOf = (ws: string[]) => ws.map(lexeme).join(' | ');

/** SQL over the catalog_entity row aliased `alias`: a GIN-indexable match and the relevance score. */
export function textToSql(plan: TextPlan, alias: string, params: SqlParams): TextSql {
  const v = `${alias}.search`;
  const q = (text: string) => `${params.add(text)}::tsquery`;
  const groupQueries = plan.groups.map((g) => q(anyOf([g.word, ...g.expansions])));
  const matched = groupQueries.map((gq) => `(${v} @@ ${gq})::int`).join(' + ');
  const required = requiredMatches(plan.groups.length);
  // The OR of every word is what the GIN index answers; the count then applies the 75% rule
  // (one word of two or three: the OR itself is that rule, and the count is not worked out twice).
  const anyWord = plan.groups.length === 1 ? groupQueries[0] : q(plan.groups.map((g) => anyOf([g.word, ...g.expansions])).join(' | '));
  const where = required === 1 ? `${v} @@ ${anyWord}` : `${v} @@ ${anyWord} and (${matched}) >= ${required}`;
  const fuzzyWords = plan.groups.flatMap((g) => g.expansions);
  const rank = `ts_rank('${WEIGHTS}', ${v}, ${q(anyOf(plan.groups.map((g) => g.word)))})`;
  const fuzzyRank = fuzzyWords.length ? ` + ${FUZZY_FACTOR} * ts_rank('${WEIGHTS}', ${v}, ${q(anyOf(fuzzyWords))})` : '';
  const coverage = plan.groups.length === 1 ? '' : ` * (${matched})::float4 / ${plan.groups.length}`;
  return { where, score: `((${rank}${fuzzyRank})${coverage})` };
}
