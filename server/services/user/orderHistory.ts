/**
 * GET /api/user/order-history: the token's own orders only, newest first, as Magento's order
 * search result {items, search_criteria, total_count} (contract §3).
 */
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../apiError.ts';
import { magentoDate } from './customerRepo.ts';

interface OrderRow {
  id: number;
  order_number: string;
  status: string;
  created_at: Date | string;
  email: string | null;
  currency: string;
  shipping_method: string | null;
  payment_method: string | null;
  subtotal_incl_tax: string;
  shipping_incl_tax: string;
  discount: string;
  tax: string;
  grand_total: string;
  shipping_address: Record<string, unknown> | null;
  billing_address: Record<string, unknown> | null;
  custom_parameters: Record<string, unknown> | null;
}

interface ItemRow {
  id: number;
  order_ref: number;
  sku: string;
  name: string;
  qty: string;
  price: string;
  price_incl_tax: string;
  row_total_incl_tax: string;
  product_type: string;
  product_option: unknown;
  options: unknown;
}

function paging(raw: unknown, fallback: number, max: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new ApiError(400, `${name} must be a whole number above 0`);
  return Math.min(n, max);
}

function toItem(r: ItemRow) {
  const qty = Number(r.qty);
  const price = Number(r.price);
  return {
    item_id: Number(r.id),
    order_id: Number(r.order_ref),
    sku: r.sku,
    name: r.name,
    qty_ordered: qty,
    price,
    base_price: price,
    price_incl_tax: Number(r.price_incl_tax),
    row_total: Math.round(price * qty * 100) / 100,
    row_total_incl_tax: Number(r.row_total_incl_tax),
    product_type: r.product_type,
    ...(r.product_option ? { product_option: r.product_option } : {}),
    // The choices in words, as named when ordered (not a Magento field; the PWA shows them).
    ...(Array.isArray(r.options) && r.options.length ? { options: r.options } : {}),
  };
}

function toOrder(o: OrderRow, customer: { id: number; firstname: string; lastname: string }, items: ItemRow[]) {
  const lines = items.map(toItem);
  const grand = Number(o.grand_total);
  return {
    entity_id: Number(o.id),
    increment_id: o.order_number,
    status: o.status,
    state: o.status === 'pending' ? 'new' : o.status,
    created_at: magentoDate(o.created_at),
    updated_at: magentoDate(o.created_at),
    customer_id: customer.id,
    customer_email: o.email,
    customer_firstname: customer.firstname,
    customer_lastname: customer.lastname,
    order_currency_code: o.currency,
    base_currency_code: o.currency,
    grand_total: grand,
    base_grand_total: grand,
    subtotal: Math.round(lines.reduce((s, l) => s + l.row_total, 0) * 100) / 100,
    subtotal_incl_tax: Number(o.subtotal_incl_tax),
    shipping_amount: Number(o.shipping_incl_tax),
    shipping_incl_tax: Number(o.shipping_incl_tax),
    discount_amount: -Number(o.discount),
    tax_amount: Number(o.tax),
    total_item_count: lines.length,
    shipping_description: o.shipping_method ?? '',
    billing_address: o.billing_address,
    payment: { method: o.payment_method ?? '' },
    extension_attributes: {
      shipping_assignments: [{ shipping: { address: o.shipping_address, method: o.shipping_method } }],
      // Spec 000 §3 customParameters as the order kept them (the chosen store as named then).
      ...(o.custom_parameters ? { custom_parameters: o.custom_parameters } : {}),
    },
    items: lines,
  };
}

export async function orderHistory(db: Queryable, customer: { id: number; firstname: string; lastname: string }, query: Record<string, unknown>) {
  const pageSize = paging(query.pageSize, 20, 100, 'pageSize');
  const currentPage = paging(query.currentPage, 1, 100000, 'currentPage');
  const { rows: count } = await db.query<{ n: number }>('select count(*)::int as n from shop_order where customer_id = $1', [customer.id]);
  const { rows: orders } = await db.query<OrderRow>(
    `select id, order_number, status, created_at, email, currency, shipping_method, payment_method, subtotal_incl_tax, shipping_incl_tax,
            discount, tax, grand_total, shipping_address, billing_address, custom_parameters
     from shop_order where customer_id = $1 order by created_at desc, id desc limit $2 offset $3`,
    [customer.id, pageSize, (currentPage - 1) * pageSize],
  );
  const { rows: items } = await db.query<ItemRow>(
    'select id, order_ref, sku, name, qty, price, price_incl_tax, row_total_incl_tax, product_type, product_option, options from shop_order_item where order_ref = any($1::int[]) order by id',
    [orders.map((o) => o.id)],
  );
  return {
    items: orders.map((o) =>
      toOrder(
        o,
        customer,
        items.filter((i) => Number(i.order_ref) === Number(o.id)),
      ),
    ),
    search_criteria: {
      filter_groups: [{ filters: [{ field: 'customer_id', value: String(customer.id), condition_type: 'eq' }] }],
      sort_orders: [{ field: 'created_at', direction: 'DESC' }],
      page_size: pageSize,
      current_page: currentPage,
    },
    total_count: Number(count[0].n),
  };
}
