import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultBundleSelections, type BundleSelection } from '../../domain/bundle';
import { customOptionChoices } from '../../domain/customOption';
import { associatedLinks } from '../../domain/grouped';
import type { Product } from '../../domain/types';
import { AddToCart } from './AddToCart';
import { BundleOptions } from './BundleOptions';
import { CustomOptions } from './CustomOptions';
import { GroupedProducts } from './GroupedProducts';
import { ProductPrice } from './ProductPrice';
import { groupedForCart, productForCart, purchasePrice, type PurchasePrice } from './purchasePrice';
import { linkedSkus, useLinkedProducts } from './useLinkedProducts';

interface Props {
  /** The shown product, configured with its chosen child for configurables. */
  product: Product;
  /** Shown between the price and the choices (stock, configurable pickers). */
  children?: React.ReactNode;
  unavailable?: boolean;
  /** Renders what must carry the shown price (structured data), once the price is known. */
  priced?: (price: PurchasePrice) => React.ReactNode;
}

/** Price, the shopper's choices (bundle, grouped, custom options) and adding to the cart. */
export function ProductPurchase({ product, children, unavailable, priced }: Props) {
  const { t } = useTranslation();
  const skus = useMemo(() => linkedSkus(product), [product]);
  const { products: linked, loading } = useLinkedProducts(skus);
  const [bundle, setBundle] = useState<BundleSelection[]>(() => defaultBundleSelections(product));
  const [custom, setCustom] = useState<Record<string, string>>({});
  const [groupedQty, setGroupedQty] = useState<Record<string, number>>(() =>
    Object.fromEntries(associatedLinks(product).map((l) => [l.linked_product_sku, 1])),
  );

  const choices = { bundle, custom: customOptionChoices(custom), linked };
  const price = purchasePrice(product, choices);
  const isGrouped = product.type_id === 'grouped';
  const composite = isGrouped || product.type_id === 'bundle';
  const cartProduct = isGrouped ? groupedForCart(product, linked, groupedQty) : productForCart(product, choices);
  const nothingChosen = isGrouped && !(cartProduct.product_links ?? []).length;
  const noLinks = isGrouped && associatedLinks(product).length === 0;

  return (
    <>
      {composite && loading ? (
        <div className="skeleton skeleton--title" aria-busy="true" />
      ) : (
        <>
          {isGrouped ? <p className="product__from">{t('product.grouped.setPrice')}</p> : null}
          <ProductPrice current={price.incl} original={price.originalIncl} />
          {priced?.(price)}
        </>
      )}
      {children}
      {product.type_id === 'bundle' && !loading ? <BundleOptions product={product} linked={linked} selections={bundle} onChange={setBundle} /> : null}
      {isGrouped && !loading ? (
        noLinks ? (
          <p className="product__notice" role="alert">
            {t('catalog.productLinkNotFound')}
          </p>
        ) : (
          <GroupedProducts product={product} linked={linked} qtys={groupedQty} onQty={(sku, qty) => setGroupedQty((q) => ({ ...q, [sku]: qty }))} />
        )
      ) : null}
      {product.custom_options?.length ? (
        <CustomOptions product={product} selected={custom} onChange={(id, value) => setCustom((c) => ({ ...c, [id]: value }))} />
      ) : null}
      <AddToCart product={cartProduct} disabled={Boolean(unavailable) || (composite && loading) || nothingChosen || noLinks} showQty={!isGrouped} />
    </>
  );
}
