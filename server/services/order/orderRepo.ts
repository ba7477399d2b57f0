/** shop_order / shop_order_item storage. One transaction per order; order_id is unique. */
import type { Db, Queryable } from '../../db/index.ts';
import { ApiError } from '../apiError.ts';
import type { ChosenOption } from '../../../src/domain/chosenOptions.ts';
import type { CartTotals } from '../../../src/domain/totals.ts';
import type { CustomParameters } from '../../../src/domain/validation.ts';
import { shippingMethodKey } from '../../../src/domain/storeLocation.ts';
import type { ServerStoreView } from '../storeViews.ts';
import type { OrderBody } from './validateOrder.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { orderConfirmationMail } from '../mail/templates.ts';

export interface OrderConfirmation {
  magentoOrderId: number;
  backendOrderId: number;
  orderNumber: string;
  transferedAt: string;
}

export interface PricedOrderLine {
  sku: string;
  name: string;
  qty: number;
  price: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  product_type: string;
  product_option: unknown;
  /** The choices in words (src/domain/chosenOptions.ts), kept as named when ordered. */
  options?: ChosenOption[];
}

export interface NewOrder {
  orderId: string;
  body: OrderBody;
  view: ServerStoreView;
  totals: CartTotals;
  lines: PricedOrderLine[];
  /** Spec 000 §3 customParameters, checked (placeOrder), with the chosen store as it was named then. */
  customParameters?: OrderCustomParameters;
  transferedAt: string;
  /** From the verified token only (issue 5): body.user_id is the client's word and is not trusted. */
  customerId: number | null;
  /** A pending-payment order keeps the cart's lines until it is paid (services/payments/paymentRepo.ts). */
  keepCart?: boolean;
  /** Runs in the order's transaction once the order row exists (stock, coupon, gift card: orderExtras.ts); a throw rolls the order back. */
  inTransaction?: (tx: Queryable, orderRef: number) => Promise<void>;
}

export type OrderCustomParameters = CustomParameters & { store?: { name: string; address: string } };

export const ORDER_ID_TAKEN = 'This order_id belongs to another order';

/**
 * The answer given when this order_id was first placed, for a re-sent order. A customer's order
 * is answered only to that customer: order ids travel in offline queues and logs, and knowing one
 * must not show another account's order number (issue 12: 0 cross-account reads).
 */
export async function storedConfirmation(db: Queryable, orderId: string, asCustomer: number | null): Promise<OrderConfirmation | null> {
  const { rows } = await db.query<{ response: OrderConfirmation; customer_id: number | null }>(
    'select response, customer_id from shop_order where order_id = $1',
    [orderId],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.customer_id !== null && Number(row.customer_id) !== asCustomer) throw new ApiError(409, ORDER_ID_TAKEN);
  return row.response;
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/** Inserts the order and its items; null when an order with this order_id already exists. */
export async function insertOrder(db: Db, o: NewOrder): Promise<OrderConfirmation | null> {
  const info = o.body.addressInformation ?? {};
  const shippingMethod = info.shipping_carrier_code ? shippingMethodKey(String(info.shipping_carrier_code), String(info.shipping_method_code)) : null;
  const email = String(info.billingAddress?.email ?? info.shippingAddress?.email ?? '').trim() || null;
  return db.transaction(async (tx) => {
    // Ids come from the sequences inside the same statement, so the stored response carries them.
    const { rows } = await tx.query<{ id: number; response: OrderConfirmation }>(
      `with ids as (select nextval(pg_get_serial_sequence('shop_order', 'id'))::int as id, nextval('order_number_seq')::text as num)
       insert into shop_order (id, order_id, order_number, cart_id, customer_id, email, store_code, currency, status,
         shipping_method, payment_method, subtotal_incl_tax, shipping_incl_tax, discount, tax, grand_total,
         shipping_address, billing_address, request, awaits_payment, custom_parameters, store_name, response)
       select ids.id, $1, ids.num, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15::jsonb, $16::jsonb, $18, $19::jsonb, $20,
         jsonb_build_object('magentoOrderId', ids.id, 'backendOrderId', ids.id, 'orderNumber', ids.num, 'transferedAt', $17::text)
       from ids
       on conflict (order_id) do nothing
       returning id, response`,
      [
        o.orderId,
        typeof o.body.cart_id === 'string' && o.body.cart_id ? o.body.cart_id : null,
        o.customerId,
        email,
        o.view.storeCode,
        o.view.currency,
        shippingMethod,
        String(info.payment_method_code ?? ''),
        o.totals.subtotal_incl_tax,
        o.totals.shipping_incl_tax,
        -o.totals.discount_amount,
        o.totals.tax_amount,
        o.totals.grand_total,
        json(info.shippingAddress),
        json(info.billingAddress),
        JSON.stringify(o.body),
        o.transferedAt,
        // A pending-payment order (keepCart) is one the sweeper cancels when its payment never comes.
        o.keepCart === true,
        o.customParameters && Object.keys(o.customParameters).length ? JSON.stringify(o.customParameters) : null,
        o.view.name,
      ],
    );
    if (!rows.length) return null;
    const ref = rows[0].id;
    for (const l of o.lines) {
      await tx.query(
        `insert into shop_order_item (order_ref, sku, name, qty, price, price_incl_tax, row_total_incl_tax, product_type, product_option, options)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb)`,
        [
          ref,
          l.sku,
          l.name,
          l.qty,
          l.price,
          l.price_incl_tax,
          l.row_total_incl_tax,
          l.product_type,
          json(l.product_option),
          l.options?.length ? json(l.options) : null,
        ],
      );
    }
    if (o.inTransaction) await o.inTransaction(tx, ref);
    // The ordered lines leave the server cart, as Magento deactivates the quote: otherwise the
    // next cart sync would bring them back into the shopper's emptied cart.
    // Only from a guest cart or the ordering customer's own cart: an order never empties another shopper's cart.
    if (typeof o.body.cart_id === 'string' && o.body.cart_id && !o.keepCart) {
      await tx.query(
        `delete from cart_item where cart_id = $1 and sku = any(select jsonb_array_elements_text($2::jsonb))
         and cart_id in (select id from cart where customer_id is null or customer_id = $3)`,
        [o.body.cart_id, JSON.stringify(o.lines.map((l) => l.sku)), o.customerId],
      );
    }
    // The confirmation mail commits with the order (outbox), and is sent after the commit.
    if (email) {
      const mail = orderConfirmationMail(
        email,
        rows[0].response.orderNumber,
        o.lines,
        o.totals.grand_total,
        o.view.currency,
        o.customParameters,
        o.view.language,
      );
      await enqueueMail(tx, mail);
    }
    return rows[0].response;
  });
}

export interface OrderStatus {
  id: number;
  created_at: string | Date;
}

export async function orderStatus(db: Queryable, orderId: string): Promise<OrderStatus | null> {
  const { rows } = await db.query<OrderStatus>('select id, created_at from shop_order where order_id = $1', [orderId]);
  return rows[0] ?? null;
}

/** The stored order's grand total (what a payment for it must be). */
export async function orderGrandTotal(db: Queryable, id: number): Promise<number> {
  const { rows } = await db.query<{ total: number }>('select grand_total::float8 as total from shop_order where id = $1', [id]);
  return rows[0].total;
}
