/** schema.org structured data (Product with Offer, BreadcrumbList) as plain objects. Pure. */
import { round2 } from '../../domain/money';
import type { Product } from '../../domain/types';

export interface Crumb {
  name: string;
  /** Absolute URL or a path on this origin. */
  url: string;
}

const absolute = (url: string, origin: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

export function breadcrumbJsonLd(crumbs: Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absolute(c.url, origin) })),
  };
}

export interface ProductJsonLdInput {
  product: Product;
  /** The page URL (absolute or a path). */
  url: string;
  origin: string;
  /** The price the shopper pays, incl. tax (the server computed it; spec 000 §4). */
  price: number;
  /** Store currency, e.g. 'ZAR'. */
  currency: string;
  /** Absolute or same-origin image URLs. */
  images?: string[];
  brand?: string | null;
}

const stripHtml = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function productJsonLd({ product, url, origin, price, currency, images = [], brand }: ProductJsonLdInput): Record<string, unknown> {
  const description = stripHtml(String(product.short_description || product.description || ''));
  const inStock = Boolean(product.stock?.is_in_stock);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(description ? { description } : {}),
    ...(images.length ? { image: images.map((i) => absolute(i, origin)) } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(url, origin),
      priceCurrency: currency,
      // schema.org wants a plain number with a dot: two decimals, as money is shown.
      price: round2(price).toFixed(2),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}
