/**
 * The price the shopper sees, as an SQL expression over the columns migration 003 derives from
 * each product: final_price INCLUDING tax, at `now`, in the store view's country. Price facet
 * filters, the agg_range_price buckets and the final_price sorts all use it, so a bucket labelled
 * '< R100' counts exactly the products whose shown price is below R100 (the PWA shows prices
 * incl. tax). It mirrors src/domain/price.ts (special price inside its window) and tax.ts (net
 * rounded to the cent, plus the tax rounded to the cent; configurables priced from their
 * cheapest available child). Customer-group tier prices are not applied to facets.
 */
import { findTaxRate } from '../../../src/domain/tax.ts';
import type { TaxRule } from '../../../src/domain/types.ts';
import type { ServerStoreView } from '../storeViews.ts';
import type { SqlParams } from './sqlParams.ts';

export interface PriceContext {
  view: ServerStoreView;
  rules: readonly TaxRule[];
  now: Date;
}

/** Magento's text form, UTC: what the special_from/special_until columns compare against. */
export function magentoNow(now: Date): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

/** The store view's rate per product tax class: {"2": 15}. */
function ratesOf(ctx: PriceContext): Record<string, number> {
  const classes = new Set(ctx.rules.flatMap((r) => (r.product_tax_class_ids ?? []).map(String)));
  const rates: Record<string, number> = {};
  for (const c of classes) rates[c] = findTaxRate(c, ctx.rules, { country: ctx.view.taxCountry, region: ctx.view.taxRegion });
  return rates;
}

/** The rates as one CASE over the tax class: cheaper per row than a lookup in a jsonb parameter. */
function rateCase(tc: string, rates: Record<string, number>, params: SqlParams): string {
  const arms = Object.entries(rates).map(([c, r]) => `when ${params.add(c)}::text then ${params.add(r)}::numeric `);
  return arms.length ? `(case ${tc} ${arms.join('')}else 0 end)` : '0';
}

/** The rates × 100 as integers (each has at most two decimals: checked by the caller). */
function intRateCase(tc: string, rates: Record<string, number>, params: SqlParams): string {
  const arms = Object.entries(rates).map(([c, r]) => `when ${params.add(c)}::text then ${params.add(Math.round(r * 100))}::int8 `);
  return arms.length ? `(case ${tc} ${arms.join('')}else 0 end)` : '0';
}

interface Source {
  plain: string;
  special: string;
  from: string;
  until: string;
  tc: string;
}
const columns = (a: string): Source => ({
  plain: `${a}.price_plain`,
  special: `${a}.price_special`,
  from: `${a}.special_from`,
  until: `${a}.special_until`,
  tc: `${a}.tax_class`,
});

/**
 * The shown price in two parts (issue 15): `cents`, the price incl. tax in cents as an int8 for
 * the rows of the integer path below (SQL NULL for the others), and `rest`, the price as numeric
 * for every other row (SQL NULL where `cents` is set); `cents` is null when no row can take the
 * integer path. The shown price is `coalesce(cents / 100, rest)` (shownPrice), equal to
 * finalPriceSql; a price bucket compares `cents` with its bounds in cents, so most rows of a
 * first-time search never become numeric (that conversion and the numeric comparisons were a
 * tenth of such a search's time at 100,000 products).
 */
export interface SplitPrice {
  cents: string | null;
  rest: string;
}

/** `coalesce(cents / 100, rest)`: the shown price as numeric, from the columns holding a SplitPrice. */
export function shownPrice(cents: string | null, rest: string): string {
  return cents ? `coalesce(${cents}::numeric / 100, ${rest})` : rest;
}

/**
 * final_price incl. tax of the catalog_entity row aliased `alias`: its own prices; a configurable's
 * cheapest available child; a grouped or bundle product's parts (each linked product's shown price
 * × qty; a part whose product is missing or disabled counts its link's own net price with the
 * product's rate; none resolved: 0 for grouped and part-less bundles, else the product's own).
 * The SQL functions catalog_net_now / catalog_incl_cents (migration 003) keep the text short:
 * this expression is planned on every search. `precomputed`: the row has price_cents (migration 023).
 */
export function finalPriceSql(alias: string, ctx: PriceContext, params: SqlParams, precomputed = false): string {
  return priceSql(alias, ctx, params, precomputed, false).rest;
}

/** finalPriceSql as a SplitPrice: the integer path's rows apart. */
export function splitPriceSql(alias: string, ctx: PriceContext, params: SqlParams, precomputed = false): SplitPrice {
  return priceSql(alias, ctx, params, precomputed, true);
}

function priceSql(alias: string, ctx: PriceContext, params: SqlParams, precomputed: boolean, split: boolean): SplitPrice {
  const now = `${params.addClock(magentoNow(ctx.now))}::text`;
  const table = ratesOf(ctx);
  const rates = `${params.add(JSON.stringify(table))}::jsonb`;
  const rate = (tc: string) => `coalesce((${rates}->>${tc})::numeric, 0)`;
  const cents = (s: Source) => `catalog_incl_cents(catalog_net_now(${s.plain}, ${s.special}, ${s.from}, ${s.until}, ${now}), ${rate(s.tc)})`;
  const own = cents(columns(alias));
  const kid = cents({ plain: `(k->>'plain')::numeric`, special: `(k->>'special')::numeric`, from: `(k->>'from')`, until: `(k->>'until')`, tc: `(k->>'tc')` });
  const parts = `(select sum(case when l.sellable then ${cents(columns('l'))} else catalog_incl_cents((p->>'lp')::numeric, ${rate(`${alias}.tax_class`)}) end * (p->>'qty')::numeric)
      from jsonb_array_elements(${alias}.price_parts->'p') p
      left join catalog_entity l on l.store_code = ${alias}.store_code and l.entity = 'product' and l.sku = p->>'sku'
     where l.sellable or p->>'lp' is not null)`;
  const composite = `coalesce(${parts}, case when (${alias}.price_parts->>'z')::boolean then 0 else ${own} end)`;
  const kids = `(select min(${kid}) from jsonb_array_elements(${alias}.price_kids) k)`;
  // catalog_search (migration 023) has the net in cents of a price the clock cannot change: the
  // same sum as catalog_incl_cents, without working the net out per row. When every rate has at
  // most two decimals, the tax is worked out in integers (migration 025 keeps the cents as int8):
  // round(c × r / 100) = (c × 100r + 5000) div 10000 for c ≥ 0, exactly, and numeric arithmetic
  // per matching row was a fifth of a first-time search's time at 100,000 products.
  const hundredths = Object.values(table).map((r) => Math.round(r * 100));
  // (Non-negative rates only: integer division truncates toward zero, so the rounding holds for c × r ≥ 0.)
  const integral = Object.values(table).every((r, i) => hundredths[i] / 100 === r && hundredths[i] >= 0 && hundredths[i] < 1e6);
  const c = `${alias}.price_cents`;
  const intCents = precomputed && integral ? `(${c} + (${c} * ${intRateCase(`${alias}.tax_class`, table, params)} + 5000) / 10000)` : null;
  // Split: the integer path's rows leave `rest` as NULL and take `cents` instead.
  const intArm = intCents ? `when ${c} >= 0 then ${split ? 'null::numeric' : `${intCents}::numeric`} ` : '';
  const fixed = precomputed ? `${intArm}when ${c} is not null then ${c} + round(${c} * ${rateCase(`${alias}.tax_class`, table, params)} / 100) ` : '';
  const rest = `((case ${fixed}when ${alias}.price_parts is not null then ${composite} when ${alias}.price_kids is not null then ${kids} else ${own} end) / 100)`;
  return { cents: split && intCents ? `(case when ${c} >= 0 then ${intCents} end)` : null, rest };
}
