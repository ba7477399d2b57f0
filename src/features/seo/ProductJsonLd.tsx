import { currentStoreView } from '../../lib/config';
import { displayPrices, imageUrl } from '../../components/productLink';
import type { Product } from '../../domain/types';
import { viewBase } from './canonical';
import { JsonLd } from './JsonLd';
import { productJsonLd } from './structuredData';

interface Props {
  product: Product;
  /** The page path of the product (with the chosen child, if any). */
  path: string;
  /** The price incl. tax shown on the page; by default the product's current price. */
  price?: number;
  brand?: string | null;
}

/** Product JSON-LD for the product page: offer in the store's currency (ZAR) with availability. */
export function ProductJsonLd({ product, path, price, brand }: Props) {
  const origin = viewBase();
  const image = imageUrl(product.image, 600, 744);
  const data = productJsonLd({
    product,
    url: path,
    origin,
    price: price ?? displayPrices(product).current,
    currency: currentStoreView().i18n.currencyCode,
    images: image ? [image] : [],
    brand,
  });
  return <JsonLd data={data} />;
}
