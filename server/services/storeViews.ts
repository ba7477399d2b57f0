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
  index: string;
  taxCountry: string;
  taxRegion: string;
  currency: string;
}

export const STORE_VIEWS: readonly ServerStoreView[] = [
  { storeCode: 'default', storeId: 1, index: 'ido', taxCountry: 'ZA', taxRegion: '', currency: 'ZAR' },
  { storeCode: 'de', storeId: 3, index: 'ido_de', taxCountry: 'DE', taxRegion: '', currency: 'EUR' },
  { storeCode: 'it', storeId: 4, index: 'ido_it', taxCountry: 'IT', taxRegion: '', currency: 'EUR' },
];

export const DEFAULT_STORE_VIEW = STORE_VIEWS[0];

export function storeViewByStoreId(storeId: number): ServerStoreView | undefined {
  return STORE_VIEWS.find((v) => v.storeId === storeId);
}

export function storeViewByIndex(index: string): ServerStoreView | undefined {
  return STORE_VIEWS.find((v) => v.index === index);
}

/** Store context: the x-vs-store-code header, else ?storeCode= (contract §1.4), else the default. */
export function storeViewOf(request: FastifyRequest): ServerStoreView {
  const header = request.headers['x-vs-store-code'];
  const query = (request.query as Record<string, unknown> | undefined)?.storeCode;
  const code = (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : undefined);
  return STORE_VIEWS.find((v) => v.storeCode === code) ?? DEFAULT_STORE_VIEW;
}
