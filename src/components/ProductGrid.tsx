import type { Product } from '../domain/types';
import { ProductTile, ProductTileSkeleton } from './ProductTile';

interface Props {
  products: Product[];
  /** Shows this many skeleton tiles (same size as real ones, so nothing jumps) while loading. */
  loading?: boolean;
  skeletonCount?: number;
  /** How many leading tiles are above the fold and load their image eagerly. */
  eagerCount?: number;
  label?: string;
  /** Heading level of the tiles' names (default 3: lists under an h2). */
  tileHeadingLevel?: 2 | 3 | 4;
}

export function ProductGrid({ products, loading = false, skeletonCount = 8, eagerCount = 0, label, tileHeadingLevel }: Props) {
  if (loading) {
    return (
      <ul className="grid" aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <li key={i}>
            <ProductTileSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid" aria-label={label}>
      {products.map((p, i) => (
        <li key={p.sku}>
          <ProductTile product={p} eager={i < eagerCount} headingLevel={tileHeadingLevel} />
        </li>
      ))}
    </ul>
  );
}
