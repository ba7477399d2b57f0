/**
 * Stock reservation for a placed order, inside the order's transaction (issue 4: "checks and
 * reserves stock"). Each product's quantity lives in its catalogue document (stock.qty, or the
 * configurable child's); one conditional UPDATE per product takes the ordered quantity only if
 * it is still there, so concurrent orders can never sell more than there is (the row lock makes
 * the second order re-check the quantity the first one left). Products are locked in sku order,
 * so two orders of the same products cannot deadlock.
 *
 * Every store view has its own copy of a product (migration 018) but there is one physical stock:
 * the default view's row is the master that the UPDATE checks and locks, and its new quantity is
 * written into the other views' copies in the same transaction (they wait on the master's lock
 * first, so copies are written in the order the master changed).
 */
import type { Queryable } from '../../db/index.ts';
import type { ResolvedProduct } from '../cart/resolveProduct.ts';
import { SHARED_STORE_CODE } from '../catalog/catalogView.ts';

export const NOT_AVAILABLE = 'Some of the ordered products are not available!';

export interface Reservation {
  parentSku: string;
  childSku: string | null;
  /** The path of stock in the document: [] for the product, ['configurable_children', i] for a child. */
  base: string[];
  qty: number;
}

/** Whether the stock of this product or child is counted (no stock block, or manage_stock false: not counted). */
function managedStock(r: ResolvedProduct): { qty: number } | null {
  const stock = (r.child ?? r.product).stock as { qty?: unknown; manage_stock?: unknown } | undefined;
  if (!stock || stock.manage_stock === false) return null;
  const qty = Number(stock.qty);
  return Number.isFinite(qty) ? { qty } : null;
}

export function reservationsOf(lines: { resolved: ResolvedProduct; qty: number }[]): Reservation[] {
  const byKey = new Map<string, Reservation>();
  for (const { resolved, qty } of lines) {
    if (!managedStock(resolved)) continue;
    const childIndex = resolved.child ? (resolved.product.configurable_children ?? []).findIndex((c) => c.sku === resolved.child!.sku) : -1;
    const key = `${resolved.product.sku}\u0000${resolved.child?.sku ?? ''}`;
    const known = byKey.get(key);
    if (known) known.qty += qty;
    else
      byKey.set(key, {
        parentSku: resolved.product.sku,
        childSku: resolved.child?.sku ?? null,
        base: childIndex >= 0 ? ['configurable_children', String(childIndex)] : [],
        qty,
      });
  }
  return [...byKey.values()].sort((a, b) => (a.parentSku + '\u0000' + (a.childSku ?? '')).localeCompare(b.parentSku + '\u0000' + (b.childSku ?? '')));
}

/** The quantity is available now (a quick check before the transaction; the UPDATE decides). */
export function looksAvailable(lines: { resolved: ResolvedProduct; qty: number }[]): boolean {
  const wanted = new Map<ResolvedProduct['sku'], number>();
  for (const { resolved, qty } of lines) wanted.set(resolved.sku, (wanted.get(resolved.sku) ?? 0) + qty);
  return lines.every(({ resolved }) => {
    const stock = managedStock(resolved);
    return !stock || stock.qty >= (wanted.get(resolved.sku) ?? 0);
  });
}

/**
 * Runs the moves of `reservations` as stock moves (migration 031): the catalogue's change rows of
 * their statements are counted apart, so search results that read no stock field stay kept
 * (searchCache.ts). The flag is the transaction's own and is set back after them; a move that
 * fails aborts the transaction, which drops the flag with everything else. A configurable's
 * child is not moved apart: its parent's search price is its cheapest in-stock child's
 * (migration 003, price_kids), so the child going out of stock or back can change price facets.
 */
async function asStockMoves<T>(tx: Queryable, reservations: Reservation[], moves: () => Promise<T>): Promise<T> {
  if (reservations.some((r) => r.childSku !== null)) return moves();
  await tx.query(`select set_config('storefront.stock_move', 'on', true)`);
  const result = await moves();
  await tx.query(`select set_config('storefront.stock_move', 'off', true)`);
  return result;
}

/** The new quantity of the stock master (the shared view's row) goes into every other view's copy. */
async function copyStock(tx: Queryable, r: Reservation, qty: number): Promise<void> {
  await tx.query(
    `update catalog_entity
        set doc = jsonb_set(jsonb_set(doc, $2::text[], to_jsonb($4::numeric)), $3::text[], to_jsonb($4::numeric > 0)), updated_at = now()
      where entity = 'product' and sku = $1 and store_code <> $7
        and ($5::text is null or doc #>> $6::text[] = $5)
        and jsonb_typeof(doc #> $2::text[]) = 'number'`,
    [r.parentSku, [...r.base, 'stock', 'qty'], [...r.base, 'stock', 'is_in_stock'], qty, r.childSku, [...r.base, 'sku'], SHARED_STORE_CODE],
  );
}

/** Adds `delta` to the master's quantity (only if it stays at 0 or above when `checked`); its new quantity, or null. */
async function moveStock(tx: Queryable, r: Reservation, delta: number, checked: boolean): Promise<number | null> {
  const qtyPath = [...r.base, 'stock', 'qty'];
  const { rows } = await tx.query<{ qty: string }>(
    `update catalog_entity
        set doc = jsonb_set(jsonb_set(doc, $2::text[], to_jsonb((doc #>> $2::text[])::numeric + $4)),
                            $3::text[], to_jsonb((doc #>> $2::text[])::numeric + $4 > 0)),
            updated_at = now()
      where store_code = $7 and entity = 'product' and sku = $1
        and ($5::text is null or doc #>> $6::text[] = $5)
        and case when jsonb_typeof(doc #> $2::text[]) = 'number' then not $8 or (doc #>> $2::text[])::numeric + $4 >= 0 else false end
      returning doc #>> $2::text[] as qty`,
    [r.parentSku, qtyPath, [...r.base, 'stock', 'is_in_stock'], delta, r.childSku, [...r.base, 'sku'], SHARED_STORE_CODE, checked],
  );
  if (!rows.length) return null;
  await copyStock(tx, r, Number(rows[0].qty));
  return Number(rows[0].qty);
}

/** Takes every reservation, or returns false (the caller rolls the transaction back). */
export async function reserveStock(tx: Queryable, reservations: Reservation[]): Promise<boolean> {
  if (!reservations.length) return true;
  return asStockMoves(tx, reservations, async () => {
    for (const r of reservations) {
      if ((await moveStock(tx, r, -r.qty, true)) === null) return false;
    }
    return true;
  });
}

/** Gives reserved stock back (a canceled payment): the same documents, the quantity added again. */
export async function releaseStock(tx: Queryable, reservations: Reservation[]): Promise<void> {
  if (!reservations.length) return;
  await asStockMoves(tx, reservations, async () => {
    for (const r of reservations) await moveStock(tx, r, r.qty, false);
  });
}
