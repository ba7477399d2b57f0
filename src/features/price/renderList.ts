/**
 * The platform's prices for a list of skus: GET /api/product/render-list (spec 000 §7, contract
 * §9). Items are Magento's products-render-info: price_info holds prices incl. tax and
 * price_info.extension_attributes.tax_adjustments the same excl. tax.
 */
import { currentStoreView } from '../../lib/config';
import { callApi } from '../../api/http';

export interface RenderPrices {
  final_price?: number;
  regular_price?: number;
  special_price?: number;
}

export interface RenderItem {
  id?: number;
  sku?: string;
  price_info?: RenderPrices & { extension_attributes?: { tax_adjustments?: RenderPrices } };
}

/** A line's refreshed unit prices. */
export interface RefreshedPrice {
  sku: string;
  id?: number;
  price: number;
  price_incl_tax: number;
  original_price_incl_tax: number;
  special_price: number;
}

export interface RenderListQuery {
  skus: string[];
  userGroupId?: number | null;
  token?: string | null;
}

export async function fetchRenderList({ skus, userGroupId, token }: RenderListQuery): Promise<RenderItem[]> {
  const view = currentStoreView();
  const params = new URLSearchParams({ skus: skus.join(','), currencyCode: view.i18n.currencyCode, storeId: String(view.storeId) });
  if (typeof userGroupId === 'number') params.set('userGroupId', String(userGroupId));
  // The token goes in a bearer header (spec 001 §7 "if configured": tokenInHeader is on).
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const body = await callApi<{ items?: RenderItem[] }>(`/api/product/render-list?${params.toString()}`, { headers });
  return Array.isArray(body.result?.items) ? body.result.items : [];
}

const amount = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * VSF1 syncProductPrice: final price incl./excl. tax; the special price only when below the
 * regular one. Items without usable prices are left out.
 */
export function toRefreshedPrice(item: RenderItem): RefreshedPrice | null {
  const info = item.price_info;
  const net = info?.extension_attributes?.tax_adjustments;
  const incl = amount(info?.final_price);
  const excl = amount(net?.final_price);
  if (!item.sku || incl === null || excl === null) return null;
  const regular = amount(info?.regular_price) ?? incl;
  const special = amount(net?.special_price) ?? 0;
  return {
    sku: item.sku,
    id: item.id,
    price: excl,
    price_incl_tax: incl,
    original_price_incl_tax: regular,
    special_price: incl < regular ? special : 0,
  };
}
