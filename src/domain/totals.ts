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
 *
 * A coupon discount (incl. tax) is spread over the lines — a percentage per line, a fixed amount in
 * proportion to each line — and lowers each line's VAT (a discount at the time of sale lowers the
 * consideration). A gift-card voucher is a means of payment: it lowers the grand total up to its
 * balance and leaves the VAT as it is.
 */
import { allocateDiscount, type DiscountRule } from './discount.ts';
import { fromCents, sumCents, taxFromGross, toCents } from './money.ts';

export type { DiscountRule } from './discount.ts';

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

export interface TotalsVoucher {
  code: string;
  /** The gift card's remaining balance. */
  balance: number;
}

export interface TotalsOptions {
  shipping?: TotalsShipping | null;
  /** A discount incl. tax: a positive amount, or a coupon's rule. */
  discount?: number | DiscountRule | null;
  currency?: string;
  taxTitle?: string;
  couponCode?: string | null;
  voucher?: TotalsVoucher | null;
}

export interface TotalSegment {
  code: 'subtotal' | 'shipping' | 'discount' | 'tax' | 'giftcardaccount' | 'grand_total';
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
  /** The gift card applied, and how much of it this order uses (positive). */
  voucher_code?: string;
  voucher_amount?: number;
  items_qty: number;
  items: TotalsItem[];
  total_segments: TotalSegment[];
  /** Set by the server's cart routes: the terms the PWA prices the cart with offline (cartPricing.ts). */
  extension_attributes?: Record<string, unknown>;
}

interface LineRow {
  item: TotalsItem;
  net: number;
  tax: number;
  gross: number;
  discount: number;
  discountTax: number;
}

const grossOf = (l: Pick<TotalsLine, 'qty' | 'price_incl_tax'>) => Math.round(l.qty * toCents(l.price_incl_tax));

/** A line's amount incl. tax as the totals count it (qty × the unit price incl. tax, in cents); cart lines show it. */
export const lineTotalInclTax = (l: Pick<TotalsLine, 'qty' | 'price_incl_tax'>): number => fromCents(grossOf(l));

function line(l: TotalsLine, discount: number, percent: number): LineRow {
  const unitNet = toCents(l.price);
  const unitGross = toCents(l.price_incl_tax);
  const gross = grossOf(l);
  const tax = Math.round(l.qty * (unitGross - unitNet));
  const net = gross - tax;
  // The discount's own VAT share, at the line's rate.
  const discountTax = Math.min(tax, taxFromGross(discount, l.tax_percent));
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
    row_total_with_discount: fromCents(net - (discount - discountTax)),
    row_total_incl_tax: fromCents(gross),
    base_row_total_incl_tax: fromCents(gross),
    // As Magento's: the tax after the discount; row_total_incl_tax stays the price before it.
    tax_amount: fromCents(tax - discountTax),
    base_tax_amount: fromCents(tax - discountTax),
    tax_percent: l.tax_percent,
    discount_amount: fromCents(discount),
    base_discount_amount: fromCents(discount),
    discount_percent: discount ? percent : 0,
    weee_tax_applied_amount: null,
    weee_tax_applied: null,
    options: JSON.stringify(l.options ?? []),
  };
  if (l.product_option !== undefined) item.product_option = l.product_option;
  return { item, net, tax, gross, discount, discountTax };
}

function ruleOf(discount: TotalsOptions['discount']): DiscountRule | null {
  return typeof discount === 'number' ? { amount: Math.abs(discount) } : (discount ?? null);
}

export function calculateTotals(lines: readonly TotalsLine[], opts: TotalsOptions = {}): CartTotals {
  const rule = ruleOf(opts.discount);
  const shares = allocateDiscount(lines.map(grossOf), rule);
  const percent = rule && 'percent' in rule ? rule.percent : 0;
  const rows = lines.map((l, i) => line(l, shares[i] ?? 0, percent));
  const subtotal = sumCents(rows.map((r) => r.net));
  const subtotalInclTax = sumCents(rows.map((r) => r.gross));
  const discount = sumCents(rows.map((r) => r.discount));
  const discountTax = sumCents(rows.map((r) => r.discountTax));
  const itemsTax = sumCents(rows.map((r) => r.tax)) - discountTax;
  const shippingGross = opts.shipping ? toCents(opts.shipping.price_incl_tax) : 0;
  const shippingTax = opts.shipping ? taxFromGross(shippingGross, opts.shipping.tax_percent) : 0;
  const tax = itemsTax + shippingTax;
  const beforeVoucher = subtotalInclTax + shippingGross - discount;
  const voucher = opts.voucher ? Math.min(Math.max(toCents(opts.voucher.balance), 0), beforeVoucher) : 0;
  const grand = beforeVoucher - voucher;
  const currency = opts.currency ?? 'ZAR';
  const percents = [...new Set(lines.map((l) => l.tax_percent).filter((p) => p > 0))];
  const money = (cents: number) => fromCents(cents);

  const segments: TotalSegment[] = [{ code: 'subtotal', title: 'Subtotal', value: money(subtotalInclTax) }];
  if (opts.shipping) segments.push({ code: 'shipping', title: `Shipping & Handling (${opts.shipping.title})`, value: money(shippingGross) });
  if (discount > 0) segments.push({ code: 'discount', title: opts.couponCode ? `Discount (${opts.couponCode})` : 'Discount', value: -money(discount) });
  segments.push({
    code: 'tax',
    title: opts.taxTitle ?? 'Tax',
    value: money(tax),
    area: 'taxes',
    extension_attributes: {
      tax_grandtotal_details: [
        { amount: money(tax), rates: percents.map((p) => ({ percent: String(p), title: `${opts.taxTitle ?? 'VAT'} ${p}%` })), group_id: 1 },
      ],
    },
  });
  // Magento's gift card account segment: negative, like the discount.
  if (opts.voucher) segments.push({ code: 'giftcardaccount', title: `Gift Card (${opts.voucher.code})`, value: -money(voucher) });
  segments.push({ code: 'grand_total', title: 'Grand Total', value: money(grand), area: 'footer' });

  const netDiscount = discount - discountTax;
  const totals: CartTotals = {
    grand_total: money(grand),
    base_grand_total: money(grand),
    subtotal: money(subtotal),
    base_subtotal: money(subtotal),
    subtotal_with_discount: money(subtotal - netDiscount),
    base_subtotal_with_discount: money(subtotal - netDiscount),
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
  if (opts.voucher) {
    totals.voucher_code = opts.voucher.code;
    totals.voucher_amount = money(voucher);
  }
  return totals;
}
