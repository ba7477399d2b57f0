/**
 * Customer carts and cart ownership (contract §2 "guest vs customer routing"): a request is a
 * customer-cart request only with a token AND a numeric cartId; such a cart must belong to the
 * token's customer. A 32-hex guest cart id stays a guest cart (its id is its secret), token or not.
 * Another shopper's numeric cart answers exactly like a cart that does not exist.
 */
import type { Db, Queryable } from '../../db/index.ts';
import { isCustomerCartId } from '../../../src/domain/cartId.ts';
import { checkCartUse, noSuchCart } from './cartRepo.ts';

export { isCustomerCartId } from '../../../src/domain/cartId.ts';

/** POST /api/cart/create?token=: the customer's active cart of this store view (Magento's /carts/mine), created if none. */
export async function customerCart(db: Db, customerId: number, storeCode: string): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialises two tabs creating the customer's cart at once (one cart per customer and store view).
    await tx.query('select id from customer where id = $1 for update', [customerId]);
    const { rows } = await tx.query<{ id: string }>(
      'select id from cart where customer_id = $1 and store_code = $2 order by updated_at desc, id desc limit 1',
      [customerId, storeCode],
    );
    if (rows[0]) return Number(rows[0].id);
    const created = await tx.query<{ id: string }>(
      "insert into cart (id, customer_id, store_code) values (nextval('customer_cart_seq')::text, $1, $2) returning id",
      [customerId, storeCode],
    );
    return Number(created.rows[0].id);
  });
}

/**
 * Throws the contract's 404 "No such entity with cartId" unless the caller may use the cart:
 * customerId is the verified token's customer for a numeric id (null without a token). A cart of
 * another store view than the request's (storeCode) is refused with wrongViewCart's 409.
 */
export async function assertCartAccess(db: Queryable, cartId: string, customerId: number | null, storeCode: string): Promise<void> {
  // An unknown cart passes: the route answers its own 404.
  const use = await checkCartUse(db, cartId, storeCode, (owner) => (isCustomerCartId(cartId) ? owner !== null && owner === customerId : owner === null));
  if (use === 'foreign') throw noSuchCart(cartId);
}
