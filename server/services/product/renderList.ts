/**
 * GET /api/product/render-list (contract §9; spec 000 §7, 001 §7): the prices of a list of skus,
 * for the client's price refresh (it sets price_is_current and price_refreshed_at). The shape is
 * Magento's products-render-info, which vsf-api passed through and the VSF client reads:
 * - price_info.{final_price, regular_price, special_price, minimal_price, max_price, …} incl. tax;
 * - price_info.extension_attributes.tax_adjustments.{same fields} excl. tax;
 * the client matches items to its products by `id`. We add `sku` (and `price_incl_tax` style fields
 * are not duplicated). Prices are computed exactly as the catalogue search computes them.
 */
import type { Queryable } from '../../db/index.ts';
import type { ConfigurableChild, Product } from '../../../src/domain/types.ts';
import { priceProducts, type PricingView } from '../catalog/pricing.ts';
import { findBySkus } from '../catalog/products.ts';

type Priced = Record<string, unknown>;

export interface PriceFields {
  final_price: number;
  regular_price: number;
  special_price: number;
  minimal_price: number;
  minimal_regular_price: number;
  max_price: number;
  max_regular_price: number;
}

export interface RenderItem {
  id: number;
  sku: string;
  name: string;
  type: string;
  url: string;
  is_salable: boolean;
  store_id: number;
  currency_code: string;
  price_info: PriceFields & {
    formatted_prices: Record<keyof PriceFields, string>;
    extension_attributes: { tax_adjustments: PriceFields & { formatted_prices: Record<keyof PriceFields, string> } };
  };
}

const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);

function fields(doc: Priced, suffix: '_incl_tax' | '', children: Priced[]): PriceFields {
  const final = num(doc[`final_price${suffix}`]);
  const regular = num(doc[`original_price${suffix}`]);
  const finals = children.length ? children.map((c) => num(c[`final_price${suffix}`])) : [final];
  const regulars = children.length ? children.map((c) => num(c[`original_price${suffix}`])) : [regular];
  return {
    final_price: final,
    regular_price: regular,
    special_price: num(doc[`special_price${suffix}`]),
    minimal_price: Math.min(...finals),
    minimal_regular_price: Math.min(...regulars),
    max_price: Math.max(...finals),
    max_regular_price: Math.max(...regulars),
  };
}

function formatted(prices: PriceFields, currency: string): Record<keyof PriceFields, string> {
  const fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  return Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, fmt.format(v).replace(/\u00a0/g, ' ')])) as Record<keyof PriceFields, string>;
}

function renderItem(doc: Priced, type: string, children: Priced[], parent: Product, storeId: number, currency: string): RenderItem {
  const gross = fields(doc, '_incl_tax', children);
  const net = fields(doc, '', children);
  const stock = (doc.stock ?? {}) as { is_in_stock?: boolean };
  return {
    id: num(doc.id),
    sku: String(doc.sku),
    name: String(doc.name ?? parent.name),
    type,
    url: `/${parent.url_path}`,
    is_salable: Number(doc.status ?? 1) < 2 && stock.is_in_stock !== false,
    store_id: storeId,
    currency_code: currency,
    price_info: {
      ...gross,
      formatted_prices: formatted(gross, currency),
      extension_attributes: { tax_adjustments: { ...net, formatted_prices: formatted(net, currency) } },
    },
  };
}

/** Items in the order of `skus`; unknown skus are left out (as Magento's render-info does). */
export async function renderList(db: Queryable, skus: string[], view: PricingView, storeId: number, now = new Date()): Promise<RenderItem[]> {
  const found = await findBySkus(db, view.storeCode, skus);
  const parents = [...new Map([...found.values()].map((m) => [m.product.id, m.product])).values()];
  const priced = new Map((await priceProducts(db, parents, view, now)).map((p) => [p.id, p]));
  // Amounts are in the store view's currency; the catalogue holds one price per product.
  const currency = view.currency;
  return skus.flatMap((sku) => {
    const match = found.get(sku);
    const parent = match && priced.get(match.product.id);
    if (!match || !parent) return [];
    const children = (parent.configurable_children ?? []) as ConfigurableChild[];
    if (match.child) {
      const child = children.find((c) => c.sku === sku);
      return child ? [renderItem(child, 'simple', [], parent, storeId, currency)] : [];
    }
    // The range of what can be bought: enabled children, the in-stock ones when there are any.
    const enabled = children.filter((c) => Number(c.status ?? 1) < 2);
    const inStock = enabled.filter((c) => c.stock?.is_in_stock !== false);
    const available = inStock.length ? inStock : enabled;
    return [renderItem(parent as Priced, parent.type_id, available, parent, storeId, currency)];
  });
}
