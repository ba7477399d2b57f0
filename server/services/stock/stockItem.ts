import type { SkuMatch } from '../catalog/products.ts';

/**
 * The Magento stock item shape vsf-api answers (contract §5), built from the product document's
 * `stock` field as vsf-api's elastic-stock extension does. The client reads qty, is_in_stock,
 * manage_stock and product_id (its stock cache is keyed by product_id).
 */
export function stockItemOf(match: SkuMatch): Record<string, unknown> {
  const source = match.child ?? match.product;
  const id = Number(source.id);
  const stock = (source.stock ?? {}) as unknown as Record<string, unknown>;
  const qty = Number(stock.qty ?? 0);
  return {
    item_id: id,
    product_id: id,
    stock_id: 1,
    qty,
    is_in_stock: stock.is_in_stock === undefined ? qty > 0 : Boolean(stock.is_in_stock),
    is_qty_decimal: false,
    show_default_notification_message: false,
    use_config_min_qty: true,
    min_qty: 0,
    use_config_min_sale_qty: 1,
    min_sale_qty: 1,
    use_config_max_sale_qty: true,
    max_sale_qty: 10000,
    use_config_backorders: true,
    backorders: 0,
    use_config_notify_stock_qty: true,
    notify_stock_qty: 1,
    use_config_qty_increments: true,
    qty_increments: 0,
    use_config_enable_qty_inc: true,
    enable_qty_increments: false,
    use_config_manage_stock: true,
    manage_stock: stock.manage_stock === undefined ? true : Boolean(stock.manage_stock),
    low_stock_date: null,
    is_decimal_divided: false,
    stock_status_changed_auto: 0,
  };
}
