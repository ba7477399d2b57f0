/** Test helper: msw handlers answering catalogue searches from fixture documents (compact format). */
import { http, HttpResponse } from 'msw';
import type { AppliedFilter, SearchQueryBody } from '../../api/catalog';

type Doc = Record<string, unknown>;

function matches(doc: Doc, f: AppliedFilter): boolean {
  const value = f.value as { eq?: unknown; in?: unknown[] };
  const field = doc[f.attribute];
  const has = (v: unknown) => (Array.isArray(field) ? field.includes(v) : field === v);
  if ('eq' in value) return has(value.eq);
  if ('in' in value && value.in) return value.in.some(has);
  return true;
}

export function catalogHandlers(docs: Partial<Record<'product' | 'category' | 'attribute', Doc[]>>, seen: SearchQueryBody[] = []) {
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
