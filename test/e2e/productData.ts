/**
 * Reads products of the seeded catalogue for the product journeys and prices them the way the
 * server does (src/domain/tax.ts with the database's tax rules, store view ZA), so expected prices
 * come from the documents, never from hard-coded numbers.
 */
import type { Db } from '../../server/db/index.ts';
import { calculateProductTax } from '../../src/domain/tax.ts';
import type { Product, TaxRule } from '../../src/domain/types.ts';

export async function productDocs(db: Db, where: string, params: unknown[] = []): Promise<Product[]> {
  const { rows } = await db.query<{ doc: Product }>(`select doc from catalog_entity where store_code = 'default' and entity = 'product' and ${where}`, params);
  return rows.map((r) => r.doc);
}

export async function bySkus(db: Db, skus: string[]): Promise<Map<string, Product>> {
  const docs = await productDocs(db, `sku = any($1::text[])`, [skus]);
  return new Map(docs.map((d) => [d.sku, d]));
}

export async function taxed(db: Db, product: Product): Promise<Product> {
  const { rows } = await db.query<{ doc: TaxRule }>(`select doc from catalog_entity where store_code = 'default' and entity = 'taxrule'`);
  return calculateProductTax(
    product,
    rows.map((r) => r.doc),
    { country: 'ZA' },
  );
}

/** Shown prices have two decimals ('R1 234.50'): their digits are the amount in cents. */
export const cents = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''));
export const toCentsOf = (amount: unknown) => Math.round(Number(amount) * 100);
