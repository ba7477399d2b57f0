/**
 * Cart totals in the shape of the vsf-api contract §2.2 (Magento TotalsInterface), computed in
 * integer cents. The server answers /api/cart/totals with it and the PWA uses the same function
 * for offline totals (DESIGN decision 1), so both always agree.
 *
 * Rules: a line's row total incl. tax = qty × unit price incl. tax; its tax = qty × unit tax, so
 * row_total (net) + tax_amount = row_total_incl_tax exactly. Shipping is added once per cart
 * (VSF1's local totals added it once per line — vsf1-behaviour §1.9). Prices include VAT for
 * display, so the subtotal and shipping segments carry amounts incl. tax and the tax segment says
 * how much of the grand total is VAT.
 */
import { fromCents, sumCents, taxFromGross, toCents } from './money.ts';

export interface TotalsLine {
  item_id: number | string;
  name: string;
  qty: number;
  /** Net unit price. */
  price: number;
  /** Unit price incl. tax (net + tax rounded to the cent). */
  price_incl_tax: number;
  tax_percent: number;
  /** Shown options, e.g. [{label:'Flavour', value:'Vanilla'}]. */
  options?: { label: string; value: string }[];
  product_option?: unknown;
}

export interface TotalsShipping {
  /** e.g. 'Courier - Standard'. */
  title: string;
  price_incl_tax: number;
  tax_percent: number;
}

export interface TotalsOptions {
  shipping?: TotalsShipping | null;
  /** A discount incl. tax, as a positive amount. */
  discount?: number;
  currency?: string;
  taxTitle?: string;
  couponCode?: string | null;
}

export interface TotalSegment {
  code: 'subtotal' | 'shipping' | 'discount' | 'tax' | 'grand_total';
  title: string;
  value: number;
  area?: string;
  extension_attributes?: Record<string, unknown>;
}

export interface TotalsItem {
  item_id: number | string;
  name: string;
  qty: number;
  price: number;
  base_price: number;
  price_incl_tax: number;
  base_price_incl_tax: number;
  row_total: number;
  base_row_total: number;
  row_total_with_discount: number;
  row_total_incl_tax: number;
  base_row_total_incl_tax: number;
  tax_amount: number;
  base_tax_amount: number;
  tax_percent: number;
  discount_amount: number;
  base_discount_amount: number;
  discount_percent: number;
  weee_tax_applied_amount: null;
  weee_tax_applied: null;
  /** A JSON-encoded string, as Magento sends it (contract §2.2). */
  options: string;
  product_option?: unknown;
}

export interface CartTotals {
  grand_total: number;
  base_grand_total: number;
  subtotal: number;
  base_subtotal: number;
  subtotal_with_discount: number;
  base_subtotal_with_discount: number;
  subtotal_incl_tax: number;
  base_subtotal_incl_tax: number;
  discount_amount: number;
  base_discount_amount: number;
  shipping_amount: number;
  base_shipping_amount: number;
  shipping_discount_amount: number;
  base_shipping_discount_amount: number;
  shipping_tax_amount: number;
  base_shipping_tax_amount: number;
  shipping_incl_tax: number;
  base_shipping_incl_tax: number;
  tax_amount: number;
  base_tax_amount: number;
  weee_tax_applied_amount: null;
  base_currency_code: string;
  quote_currency_code: string;
  coupon_code?: string;
  items_qty: number;
  items: TotalsItem[];
  total_segments: TotalSegment[];
}

function line(l: TotalsLine): { item: TotalsItem; net: number; tax: number; gross: number } {
  const unitNet = toCents(l.price);
  const unitGross = toCents(l.price_incl_tax);
  const gross = Math.round(l.qty * unitGross);
  const tax = Math.round(l.qty * (unitGross - unitNet));
  const net = gross - tax;
  const item: TotalsItem = {
    item_id: l.item_id,
    name: l.name,
    qty: l.qty,
    price: fromCents(unitNet),
    base_price: fromCents(unitNet),
    price_incl_tax: fromCents(unitGross),
    base_price_incl_tax: fromCents(unitGross),
    row_total: fromCents(net),
    base_row_total: fromCents(net),
    row_total_with_discount: fromCents(net),
    row_total_incl_tax: fromCents(gross),
    base_row_total_incl_tax: fromCents(gross),
    tax_amount: fromCents(tax),
    base_tax_amount: fromCents(tax),
    tax_percent: l.tax_percent,
    discount_amount: 0,
    base_discount_amount: 0,
    discount_percent: 0,
    weee_tax_applied_amount: null,
    weee_tax_applied: null,
    options: JSON.stringify(l.options ?? []),
  };
  if (l.product_option !== undefined) item.product_option = l.product_option;
  return { item, net, tax, gross };
}

export function calculateTotals(lines: readonly TotalsLine[], opts: TotalsOptions = {}): CartTotals {
  const rows = lines.map(line);
  const subtotal = sumCents(rows.map((r) => r.net));
  const subtotalInclTax = sumCents(rows.map((r) => r.gross));
  const itemsTax = sumCents(rows.map((r) => r.tax));
  const shippingGross = opts.shipping ? toCents(opts.shipping.price_incl_tax) : 0;
  const shippingTax = opts.shipping ? taxFromGross(shippingGross, opts.shipping.tax_percent) : 0;
  const discount = Math.min(toCents(Math.abs(opts.discount ?? 0)), subtotalInclTax);
  const tax = itemsTax + shippingTax;
  const grand = subtotalInclTax + shippingGross - discount;
  const currency = opts.currency ?? 'ZAR';
  const percents = [...new Set(lines.map((l) => l.tax_percent).filter((p) => p > 0))];

  const segments: TotalSegment[] = [{ code: 'subtotal', title: 'Subtotal', value: fromCents(subtotalInclTax) }];
  if (opts.shipping) segments.push({ code: 'shipping', title: `Shipping & Handling (${opts.shipping.title})`, value: fromCents(shippingGross) });
  if (discount > 0) segments.push({ code: 'discount', title: 'Discount', value: -fromCents(discount) });
  segments.push({
    code: 'tax',
    title: opts.taxTitle ?? 'Tax',
    value: fromCents(tax),
    area: 'taxes',
    extension_attributes: {
      tax_grandtotal_details: [
        { amount: fromCents(tax), rates: percents.map((p) => ({ percent: String(p), title: `${opts.taxTitle ?? 'VAT'} ${p}%` })), group_id: 1 },
      ],
    },
  });
  segments.push({ code: 'grand_total', title: 'Grand Total', value: fromCents(grand), area: 'footer' });

  const money = (cents: number) => fromCents(cents);
  const totals: CartTotals = {
    grand_total: money(grand),
    base_grand_total: money(grand),
    subtotal: money(subtotal),
    base_subtotal: money(subtotal),
    subtotal_with_discount: money(subtotal - discount),
    base_subtotal_with_discount: money(subtotal - discount),
    subtotal_incl_tax: money(subtotalInclTax),
    base_subtotal_incl_tax: money(subtotalInclTax),
    discount_amount: discount ? -money(discount) : 0,
    base_discount_amount: discount ? -money(discount) : 0,
    shipping_amount: money(shippingGross - shippingTax),
    base_shipping_amount: money(shippingGross - shippingTax),
    shipping_discount_amount: 0,
    base_shipping_discount_amount: 0,
    shipping_tax_amount: money(shippingTax),
    base_shipping_tax_amount: money(shippingTax),
    shipping_incl_tax: money(shippingGross),
    base_shipping_incl_tax: money(shippingGross),
    tax_amount: money(tax),
    base_tax_amount: money(tax),
    weee_tax_applied_amount: null,
    base_currency_code: currency,
    quote_currency_code: currency,
    items_qty: lines.reduce((n, l) => n + l.qty, 0),
    items: rows.map((r) => r.item),
    total_segments: segments,
  };
  if (opts.couponCode) totals.coupon_code = opts.couponCode;
  return totals;
}
