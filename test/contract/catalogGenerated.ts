/**
 * The generated demo catalogue in a fresh test database (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), seeded through server/seed/seed.ts exactly as a first start does,
 * plus a search helper that goes through the real request parser and search service. Tests use
 * `catalogue` (the same generator output) as their oracle.
 */
import { generateCatalogue, type Catalogue } from '../../server/seed/generate.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { parseSearchRequest } from '../../server/services/catalog/searchRequest.ts';
import { searchCatalog } from '../../server/services/catalog/searchCatalog.ts';
import type { Product } from '../../src/domain/types.ts';
import { afterAll, beforeAll } from 'vitest';
import { lateValue } from '../support/lateValue.ts';
import { openTestDb, type BackendName, type TestDb } from './backends.ts';

export const GENERATED_PRODUCTS = 1500;

export type Hit = Product & Record<string, unknown> & { _score: number };
export interface Compact {
  hits: Hit[];
  total: number;
  aggregations: Record<string, { buckets: { key: unknown; doc_count: number; from?: number; to?: number }[] }>;
}

export interface GeneratedCatalogue extends TestDb {
  catalogue: Catalogue;
  search(query: object, params?: Record<string, string>, type?: string): Promise<Compact>;
}

export async function openGeneratedCatalogue(backend: BackendName, products = GENERATED_PRODUCTS): Promise<GeneratedCatalogue> {
  const test = await openTestDb(backend);
  await seedIfEmpty(test.db, { products });
  const catalogue = generateCatalogue({ products });
  return {
    ...test,
    catalogue,
    async search(query, params = {}, type = 'product') {
      const req = parseSearchRequest({
        index: 'ido',
        type,
        query: { request: JSON.stringify(query), response_format: 'compact', size: '500', ...params },
        body: undefined,
      });
      return (await searchCatalog(test.db, req)) as unknown as Compact;
    },
  };
}

/** The generated catalogue of one describe block: opened before its tests, closed after them. */
export function setUpGeneratedCatalogue(backend: BackendName): GeneratedCatalogue {
  let current: GeneratedCatalogue | undefined;
  beforeAll(async () => {
    current = await openGeneratedCatalogue(backend);
  }, 120_000);
  afterAll(() => current?.close());
  return lateValue(() => current, 'The generated catalogue');
}

export const f = (attribute: string, value: unknown, scope = 'default') => ({ attribute, value, scope });
/** What every product list of the PWA sends (contract §6.3). */
export const listable = [f('visibility', { in: [2, 3, 4] }), f('status', { in: [0, 1] })];
