/**
 * `_source_include` / `_source_exclude` (contract §6.1): comma lists of dotted paths, where a
 * segment may be `*`. Paths apply inside arrays too (configurable_children.sku keeps the sku of
 * every child), as Elasticsearch source filtering does.
 */
type Json = unknown;

export function parseFieldList(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw.flatMap((r) => String(r).split(',')) : typeof raw === 'string' ? raw.split(',') : [];
  return list.map((f) => f.trim()).filter(Boolean);
}

const segmentMatches = (pattern: string, key: string) =>
  pattern === '*' || pattern === key || (pattern.includes('*') && new RegExp(`^${pattern.split('*').map(escape).join('.*')}$`).test(key));
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function include(value: Json, paths: string[][]): Json {
  if (paths.some((p) => p.length === 0)) return value;
  if (Array.isArray(value)) return value.map((v) => include(v, paths));
  if (value === null || typeof value !== 'object') return undefined;
  const out: Record<string, Json> = {};
  for (const [key, child] of Object.entries(value)) {
    const rest = paths.filter((p) => segmentMatches(p[0], key)).map((p) => p.slice(1));
    if (!rest.length) continue;
    const picked = include(child, rest);
    if (picked !== undefined) out[key] = picked;
  }
  return out;
}

function exclude(value: Json, paths: string[][]): Json {
  if (Array.isArray(value)) return value.map((v) => exclude(v, paths));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [key, child] of Object.entries(value)) {
    const rest = paths.filter((p) => segmentMatches(p[0], key)).map((p) => p.slice(1));
    if (rest.some((p) => p.length === 0)) continue;
    out[key] = rest.length ? exclude(child, rest) : child;
  }
  return out;
}

export function filterSource<T>(doc: T, includes: string[], excludes: string[]): T {
  let out: Json = doc;
  if (includes.length)
    out =
      include(
        out,
        includes.map((p) => p.split('.')),
      ) ?? {};
  if (excludes.length)
    out = exclude(
      out,
      excludes.map((p) => p.split('.')),
    );
  return out as T;
}
