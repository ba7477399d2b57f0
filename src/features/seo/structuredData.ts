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
  /** The name of what the page sells: a configurable's chosen child has its own. */
  name?: string;
  /** The last day (YYYY-MM-DD) of the special price the page shows, if it ends. */
  priceValidUntil?: string | null;
  /** Approved reviews shown on the page. */
  reviews?: ReviewData[];
}

export interface ReviewData {
  author: string;
  body: string;
  /** ISO date or "YYYY-MM-DD HH:mm:ss". */
  date?: string;
  /** 1..5, or null when the review has no rating. */
  stars: number | null;
}

/** The date part (YYYY-MM-DD) of a Magento or ISO date, e.g. the day a special price ends; null without one. */
export function datePart(to: unknown): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(String(to ?? '').trim());
  return m ? m[1] : null;
}

/** schema.org Review and AggregateRating (the mean of the rated reviews, one decimal). */
export function reviewJsonLd(reviews: ReviewData[]): Record<string, unknown> {
  const rated = reviews.filter((r) => r.stars !== null);
  const mean = rated.reduce((sum, r) => sum + (r.stars ?? 0), 0) / (rated.length || 1);
  return {
    ...(rated.length
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(mean * 10) / 10, reviewCount: rated.length, bestRating: 5, worstRating: 1 } }
      : {}),
    ...(reviews.length
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.author },
            reviewBody: r.body,
            ...(datePart(r.date) ? { datePublished: datePart(r.date) } : {}),
            ...(r.stars !== null ? { reviewRating: { '@type': 'Rating', ratingValue: r.stars, bestRating: 5, worstRating: 1 } } : {}),
          })),
        }
      : {}),
  };
}

/** Plain text of catalogue HTML (script and style contents dropped), for descriptions. */
export const stripHtml = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** schema.org wants a plain number with a dot: two decimals, as money is shown (Open Graph uses it too). */
export const jsonLdPrice = (price: number) => round2(price).toFixed(2);

export function productJsonLd({
  product,
  url,
  origin,
  price,
  currency,
  images = [],
  brand,
  name,
  priceValidUntil,
  reviews = [],
}: ProductJsonLdInput): Record<string, unknown> {
  const description = stripHtml(String(product.short_description || product.description || ''));
  const inStock = Boolean(product.stock?.is_in_stock);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: name ?? product.name,
    sku: product.sku,
    ...(description ? { description } : {}),
    ...(images.length ? { image: images.map((i) => absolute(i, origin)) } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: absolute(url, origin),
      priceCurrency: currency,
      price: jsonLdPrice(price),
      ...(priceValidUntil ? { priceValidUntil } : {}),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...reviewJsonLd(reviews),
  };
}
