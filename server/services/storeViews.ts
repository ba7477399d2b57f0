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
}

export const STORE_VIEWS: readonly ServerStoreView[] = [
  { storeCode: 'default', storeId: 1, index: 'ido', indices: ['ido'], taxCountry: 'ZA', taxRegion: '', currency: 'ZAR' },
  { storeCode: 'de', storeId: 3, index: 'ido_de', indices: ['ido_de'], taxCountry: 'DE', taxRegion: '', currency: 'EUR' },
  { storeCode: 'it', storeId: 4, index: 'ido_it', indices: ['ido_it'], taxCountry: 'IT', taxRegion: '', currency: 'EUR' },
];

export const DEFAULT_STORE_VIEW = STORE_VIEWS[0];

declare module 'fastify' {
  interface FastifyInstance {
    /** The store views with the catalogue index names of the configuration (CATALOG_INDICES). */
    storeViews: readonly ServerStoreView[];
  }
}

/** The store views with their configured index names (config.catalogIndices: store code → names). */
export function storeViewsWith(indices: Readonly<Record<string, readonly string[]>>): ServerStoreView[] {
  return STORE_VIEWS.map((v) => {
    const names = indices[v.storeCode];
    return names?.length ? { ...v, index: names[0], indices: [...names] } : v;
  });
}

/** The store views a request is served with (the configured index names). */
export const storeViewsOf = (request: FastifyRequest): readonly ServerStoreView[] => request.server.storeViews ?? STORE_VIEWS;

export function storeViewByStoreId(storeId: number, views: readonly ServerStoreView[] = STORE_VIEWS): ServerStoreView | undefined {
  return views.find((v) => v.storeId === storeId);
}

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
