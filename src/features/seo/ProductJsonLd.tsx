import { currentStoreView } from '../../lib/config';
import { displayPrices, galleryImageUrl } from '../../components/productLink';
import type { Product } from '../../domain/types';
import { viewBase } from './canonical';
import { JsonLd } from './JsonLd';
import { priceTags } from './socialMeta';
import { jsonLdPrice, productJsonLd, type ReviewData } from './structuredData';
import { useMetaTags } from './useSeo';

interface Props {
  product: Product;
  /** The page path of the product (with the chosen child, if any). */
  path: string;
  /** The price incl. tax shown on the page; by default the product's current price. */
  price?: number;
  /** The last day of the special price the page shows, if it ends. */
  priceValidUntil?: string | null;
  brand?: string | null;
  /** The chosen child's own name on a configurable's variant URL. */
  name?: string;
  reviews?: ReviewData[];
}

/**
 * Product JSON-LD for the product page (offer in the store's currency with availability, reviews),
 * and the Open Graph price tags, both with the price the page shows.
 */
export function ProductJsonLd({ product, path, price, priceValidUntil, brand, name, reviews }: Props) {
  const origin = viewBase();
  const image = galleryImageUrl(product.image);
  const currency = currentStoreView().i18n.currencyCode;
  const amount = price ?? displayPrices(product).current;
  useMetaTags(priceTags(jsonLdPrice(amount), currency));
  const data = productJsonLd({ product, url: path, origin, price: amount, currency, images: image ? [image] : [], brand, name, priceValidUntil, reviews });
  return <JsonLd data={data} />;
}
