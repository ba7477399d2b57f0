/** Test helper: msw handlers answering catalogue searches from fixture documents (compact format). */
import { http, HttpResponse } from 'msw';
import type { AppliedFilter, SearchQueryBody } from '../../src/api/catalog';

type Doc = Record<string, unknown>;

/** A field's values; a dotted path ('configurable_children.sku') reads through arrays. */
function valuesAt(doc: unknown, path: string[]): unknown[] {
  if (!path.length) return Array.isArray(doc) ? doc : [doc];
  if (Array.isArray(doc)) return doc.flatMap((d) => valuesAt(d, path));
  if (!doc || typeof doc !== 'object') return [];
  return valuesAt((doc as Doc)[path[0]], path.slice(1));
}

function matches(doc: Doc, f: AppliedFilter): boolean {
  const value = f.value as { eq?: unknown; in?: unknown[]; neq?: unknown };
  const field = valuesAt(doc, f.attribute.split('.'));
  const has = (v: unknown) => field.includes(v);
  if ('eq' in value) return has(value.eq);
  if ('in' in value && value.in) return value.in.some(has);
  if ('neq' in value) return !has(value.neq);
  return true;
}

export function catalogHandlers(docs: Partial<Record<'product' | 'category' | 'attribute' | 'review' | 'cms_block', Doc[]>>, seen: SearchQueryBody[] = []) {
  return [
    http.get('*/api/catalog/:index/:entity/_search', ({ params, request }) => {
      const url = new URL(request.url);
      const query = JSON.parse(url.searchParams.get('request') ?? '{}') as SearchQueryBody;
      seen.push(query);
      const from = Number(url.searchParams.get('from') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 50);
      let hits = (docs[params.entity as 'product'] ?? []).filter((d) => query._appliedFilters.every((f) => matches(d, f)));
      const sort = query._appliedSort?.[0];
      if (sort) {
        const dir = sort.options === 'desc' ? -1 : 1;
        hits = [...hits].sort((a, b) => (Number(a[sort.field]) - Number(b[sort.field])) * dir);
      }
      return HttpResponse.json({ hits: hits.slice(from, from + size), total: hits.length });
    }),
  ];
}
