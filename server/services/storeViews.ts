import type { FastifyRequest } from 'fastify';

/**
 * The server's view of the store views of src/lib/config.ts: which catalogue index each one
 * asks for and which country its tax is calculated for (spec 000 §7: index 'ido' is the default
 * store view's; 'ido_de' and 'ido_it' come with the later store views).
 */
export interface ServerStoreView {
  storeCode: string;
  /** Magento store id, as src/lib/config.ts's store views (render-list ?storeId=, review store_id). */
  storeId: number;
  /** The catalogue index name the server reports (`_index`): the first of `indices`. */
  index: string;
  /** Every index name that means this store view (CATALOG_INDICES; a VSF 1 front end may use its own). */
  indices: readonly string[];
  taxCountry: string;
  taxRegion: string;
  currency: string;
  /** The store's name, kept with each order (Magento's order.store_name). */
  name: string;
  /** The view's language for mails and API messages (src/domain/storeLanguage.ts). */
  language: string;
  /** The view whose settings this one starts from (spec 001 §8: 'it' extends 'de'). */
  extends?: string;
}

const view = (storeCode: string, storeId: number, index: string, rest: Omit<ServerStoreView, 'storeCode' | 'storeId' | 'index' | 'indices'>) => ({
  storeCode,
  storeId,
  index,
  indices: [index],
  ...rest,
});

export const STORE_VIEWS: readonly ServerStoreView[] = [
  view('default', 1, 'ido', { taxCountry: 'ZA', taxRegion: '', currency: 'ZAR', name: 'Ido South Africa', language: 'en' }),
  view('de', 3, 'ido_de', { taxCountry: 'DE', taxRegion: '', currency: 'EUR', name: 'Ido Deutschland', language: 'de' }),
  view('it', 4, 'ido_it', { taxCountry: 'IT', taxRegion: '', currency: 'EUR', name: 'Ido Italia', language: 'it', extends: 'de' }),
];

export const DEFAULT_STORE_VIEW = STORE_VIEWS[0];

declare module 'fastify' {
  interface FastifyInstance {
    /** The store views with the catalogue index names of the configuration (CATALOG_INDICES). */
    storeViews: readonly ServerStoreView[];
  }
}

/** The store views with their configured index names (config.catalogIndices: store code → names). */
export function storeViewsWith(indices: Readonly<Record<string, readonly string[]>>, views: readonly ServerStoreView[] = STORE_VIEWS): ServerStoreView[] {
  return views.map((v) => {
    const names = indices[v.storeCode];
    return names?.length ? { ...v, index: names[0], indices: [...names] } : v;
  });
}

/**
 * The views a server serves (spec 001 §8): one whose `extends` names a view that is not there (or
 * that is itself left out) is reported through `logError` and left out; the default view always stays.
 */
export function servedStoreViews(views: readonly ServerStoreView[], logError: (message: string) => void): ServerStoreView[] {
  const served: ServerStoreView[] = [];
  const byCode = new Map(views.map((v) => [v.storeCode, v]));
  const ok = (v: ServerStoreView, seen: Set<string>): boolean => {
    if (!v.extends) return true;
    const parent = byCode.get(v.extends);
    if (!parent || seen.has(parent.storeCode)) return false;
    return ok(parent, new Set([...seen, v.storeCode]));
  };
  for (const v of views) {
    if (v === views[0] || ok(v, new Set([v.storeCode]))) served.push(v);
    else logError(`Store view "${v.storeCode}" extends unknown store view "${v.extends}"; it is not served`);
  }
  return served;
}

/** The store views a request is served with (the configured index names). */
export const storeViewsOf = (request: FastifyRequest): readonly ServerStoreView[] => request.server.storeViews ?? STORE_VIEWS;

export function storeViewByStoreId(storeId: number, views: readonly ServerStoreView[] = STORE_VIEWS): ServerStoreView | undefined {
  return views.find((v) => v.storeId === storeId);
}

/**
 * The language and the shop path of a view's mails (issue 13): links lead into the view's own URL
 * prefix (/de, /it) when MULTISTORE is on, the only mode in which the PWA serves those prefixes.
 */
export interface MailView {
  language: string;
  pathPrefix: string;
}

export function mailViewOf(request: FastifyRequest, multistore: boolean): MailView {
  const v = storeViewOf(request);
  return { language: v.language, pathPrefix: multistore && v !== storeViewsOf(request)[0] ? `/${v.storeCode}` : '' };
}

/** The view of a stored store code (an order's, a cart's); the default view for a code no longer known. */
export const storeViewByCode = (code: string): ServerStoreView => STORE_VIEWS.find((v) => v.storeCode === code) ?? DEFAULT_STORE_VIEW;

/** The store view an index name in a catalogue URL means, reporting that very name as its index. */
export function storeViewByIndex(index: string, views: readonly ServerStoreView[] = STORE_VIEWS): ServerStoreView | undefined {
  const view = views.find((v) => v.indices.includes(index));
  return view && { ...view, index };
}

/** Store context: the x-vs-store-code header, else ?storeCode= (contract §1.4), else the default. */
export function storeViewOf(request: FastifyRequest): ServerStoreView {
  const header = request.headers['x-vs-store-code'];
  const query = (request.query as Record<string, unknown> | undefined)?.storeCode;
  const code = (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : undefined);
  const views = storeViewsOf(request);
  return views.find((v) => v.storeCode === code) ?? views[0];
}
