/**
 * A customer's wishlist (table wishlist_item). Every statement names the customer, so one shopper
 * can never read or change another's list; adding and removing are idempotent, so an offline change
 * replayed twice (a lost answer, two tabs) leaves the same list.
 */
import type { Db, Queryable } from '../../db/index.ts';
import { ApiError } from '../apiError.ts';
import { SHARED_STORE_CODE } from '../catalog/catalogView.ts';

/** More than any shopper keeps; bounds a request and a list (a 400 beyond it, not a slow query). */
export const WISHLIST_MAX_ITEMS = 500;

export interface WishlistEntry {
  sku: string;
  qty: number;
  added_at: string;
}

export async function listWishlist(db: Queryable, customerId: number): Promise<WishlistEntry[]> {
  const { rows } = await db.query<{ sku: string; qty: number; added_at: Date | string }>(
    'select sku, qty, added_at from wishlist_item where customer_id = $1 order by added_at, sku',
    [customerId],
  );
  return rows.map((r) => ({ sku: r.sku, qty: r.qty, added_at: new Date(r.added_at).toISOString() }));
}

/**
 * Adds products the catalogue knows (an sku already in the list keeps its entry, spec 001 §4:
 * "adding an existing sku is ignored"). All or nothing: an unknown sku or a list grown past the
 * limit is a 400 and nothing is added.
 */
export async function addToWishlist(db: Db, customerId: number, skus: string[]): Promise<WishlistEntry[]> {
  const wanted = [...new Set(skus)];
  return db.transaction(async (tx) => {
    // One list for every store view (it is the customer's): a sku the default view's catalogue knows.
    const { rows: known } = await tx.query<{ sku: string }>(
      "select sku from catalog_entity where store_code = $1 and entity = 'product' and sku = any($2::text[])",
      [SHARED_STORE_CODE, wanted],
    );
    const unknown = wanted.filter((s) => !known.some((k) => k.sku === s));
    if (unknown.length) throw new ApiError(400, `No such product: ${unknown.join(', ')}`);
    // Serialises concurrent adds of one customer (two devices), so the limit holds.
    await tx.query('select id from customer where id = $1 for update', [customerId]);
    await tx.query(
      `insert into wishlist_item (customer_id, sku)
       select $1, s from unnest($2::text[]) with ordinality as t(s, n) order by n
       on conflict (customer_id, sku) do nothing`,
      [customerId, wanted],
    );
    const list = await listWishlist(tx, customerId);
    if (list.length > WISHLIST_MAX_ITEMS) throw new ApiError(400, `A wishlist holds at most ${WISHLIST_MAX_ITEMS} products`);
    return list;
  });
}

/** Removes products from the list; an sku not in it is no error (already removed elsewhere). */
export async function removeFromWishlist(db: Queryable, customerId: number, skus: string[]): Promise<WishlistEntry[]> {
  await db.query('delete from wishlist_item where customer_id = $1 and sku = any($2::text[])', [customerId, skus]);
  return listWishlist(db, customerId);
}
