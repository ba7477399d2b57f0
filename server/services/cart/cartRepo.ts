/** Guest carts in the database (tables cart, cart_item). A guest cart id is a 32-hex masked id. */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/index.ts';
import { ApiError, badRequest } from '../apiError.ts';

export interface CartItemRow {
  item_id: number;
  sku: string;
  qty: number;
  product_type: string;
  product_option: unknown;
}

export const noSuchCart = (cartId: string) => new ApiError(404, `No such entity with cartId = ${cartId}`);
export const noSuchItem = (cartId: string, itemId: unknown) => new ApiError(404, `The ${cartId} Cart doesn't contain the ${itemId} item.`);

/**
 * A cart used in a store view other than its own (issue 13): its prices, VAT and currency are that
 * view's, so it is refused rather than silently repriced. 409, so a client can tell it from a
 * missing cart (404) and open, or create, the cart of the view it is in.
 */
export const wrongViewCart = (cartView: string, requested: string) =>
  new ApiError(409, `This cart belongs to the store view "${cartView}" and cannot be used in the store view "${requested}"`);

/**
 * Whether a caller may use a cart: 'missing' (no such cart), 'foreign' (`mayUse` refuses its owner,
 * null for a guest's cart) or 'ok'. A cart the caller may use but of another store view than the
 * request's (storeCode) is refused with wrongViewCart.
 */
export async function checkCartUse(
  db: Queryable,
  cartId: string,
  storeCode: string,
  mayUse: (owner: number | null) => boolean,
): Promise<'missing' | 'foreign' | 'ok'> {
  const { rows } = await db.query<{ customer_id: number | null; store_code: string }>('select customer_id, store_code from cart where id = $1', [cartId]);
  if (!rows.length) return 'missing';
  if (!mayUse(rows[0].customer_id === null ? null : Number(rows[0].customer_id))) return 'foreign';
  if (rows[0].store_code !== storeCode) throw wrongViewCart(rows[0].store_code, storeCode);
  return 'ok';
}

/** A new guest cart of the store view it is created in. */
export async function createCart(db: Queryable, storeCode: string): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db.query('insert into cart (id, store_code) values ($1, $2)', [id, storeCode]);
  return id;
}

/** Throws the contract's 404 for a missing, unknown or foreign cart id. */
export async function requireCart(db: Queryable, cartId: unknown): Promise<string> {
  if (typeof cartId !== 'string' || cartId === '') throw badRequest('cartId parameter is required');
  const { rows } = await db.query('select id from cart where id = $1', [cartId]);
  if (!rows.length) throw noSuchCart(cartId);
  return cartId;
}

/** The customer group of the cart's owner (its tier prices apply); null for a guest's cart. */
export async function cartCustomerGroup(db: Queryable, cartId: string): Promise<number | null> {
  const { rows } = await db.query<{ group_id: number }>('select c.group_id from cart k join customer c on c.id = k.customer_id where k.id = $1', [cartId]);
  return rows[0]?.group_id ?? null;
}

/** The customer group of an order's customer; null for a guest. */
export async function groupOfCustomer(db: Queryable, customerId: number | null): Promise<number | null> {
  if (customerId === null) return null;
  const { rows } = await db.query<{ group_id: number }>('select group_id from customer where id = $1', [customerId]);
  return rows[0]?.group_id ?? null;
}

function toRow(r: Record<string, unknown>): CartItemRow {
  return {
    item_id: Number(r.item_id),
    sku: String(r.sku),
    qty: Number(r.qty),
    product_type: String(r.product_type),
    product_option: r.product_option ?? null,
  };
}

export async function listItems(db: Queryable, cartId: string): Promise<CartItemRow[]> {
  const { rows } = await db.query('select item_id, sku, qty, product_type, product_option from cart_item where cart_id = $1 order by item_id', [cartId]);
  return rows.map(toRow);
}

export async function getItem(db: Queryable, cartId: string, itemId: number): Promise<CartItemRow | undefined> {
  const { rows } = await db.query('select item_id, sku, qty, product_type, product_option from cart_item where cart_id = $1 and item_id = $2', [
    cartId,
    itemId,
  ]);
  return rows[0] ? toRow(rows[0]) : undefined;
}

export async function insertItem(db: Queryable, cartId: string, item: Omit<CartItemRow, 'item_id'>): Promise<CartItemRow> {
  const { rows } = await db.query(
    `insert into cart_item (cart_id, sku, qty, product_type, product_option) values ($1, $2, $3, $4, $5::jsonb)
     returning item_id, sku, qty, product_type, product_option`,
    [cartId, item.sku, item.qty, item.product_type, item.product_option === null ? null : JSON.stringify(item.product_option)],
  );
  await touch(db, cartId);
  return toRow(rows[0]);
}

export async function updateItemQty(db: Queryable, cartId: string, itemId: number, qty: number): Promise<CartItemRow> {
  const { rows } = await db.query(
    `update cart_item set qty = $3, updated_at = now() where cart_id = $1 and item_id = $2
     returning item_id, sku, qty, product_type, product_option`,
    [cartId, itemId, qty],
  );
  if (!rows[0]) throw noSuchItem(cartId, itemId);
  await touch(db, cartId);
  return toRow(rows[0]);
}

/**
 * Adds `qty` to a line in one statement (two servers adding to the same line at once both count),
 * unless the line would then hold `limit` or more: null then, and the line is unchanged.
 */
export async function addToItemQty(db: Queryable, cartId: string, itemId: number, qty: number, limit: number): Promise<CartItemRow | null> {
  const { rows } = await db.query(
    `update cart_item set qty = qty + $3, updated_at = now() where cart_id = $1 and item_id = $2 and qty + $3 < $4
     returning item_id, sku, qty, product_type, product_option`,
    [cartId, itemId, qty, limit],
  );
  if (!rows[0]) return null;
  await touch(db, cartId);
  return toRow(rows[0]);
}

export async function deleteItem(db: Queryable, cartId: string, itemId: number): Promise<void> {
  const { rows } = await db.query('delete from cart_item where cart_id = $1 and item_id = $2 returning item_id', [cartId, itemId]);
  if (!rows.length) throw noSuchItem(cartId, itemId);
  await touch(db, cartId);
}

/** The shipping method last chosen for the cart with shipping-information, or null. */
export async function getShippingChoice(db: Queryable, cartId: string): Promise<{ carrier: string; method: string } | null> {
  const { rows } = await db.query<{ carrier: string | null; method: string | null }>(
    'select shipping_carrier_code as carrier, shipping_method_code as method from cart where id = $1',
    [cartId],
  );
  const r = rows[0];
  return r?.carrier && r.method ? { carrier: r.carrier, method: r.method } : null;
}

export async function setShippingChoice(db: Queryable, cartId: string, choice: { carrier: string; method: string }): Promise<void> {
  await db.query('update cart set shipping_carrier_code = $2, shipping_method_code = $3, updated_at = now() where id = $1', [
    cartId,
    choice.carrier,
    choice.method,
  ]);
}

async function touch(db: Queryable, cartId: string): Promise<void> {
  await db.query('update cart set updated_at = now() where id = $1', [cartId]);
}
