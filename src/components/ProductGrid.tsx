import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../domain/types';
import { ProductTile, ProductTileSkeleton, type TileActions } from './ProductTile';
import { MAIN_PICTURES_PENDING } from '../lib/afterMainImages';

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
  /** Each tile's buttons (see ProductTile). */
  tileActions?: TileActions;
}

/** Tiles rendered in the first pass of a freshly loaded list (a phone screen shows 4 to 6), and in each pass after it. */
export const FIRST_TILES = 12;

export function ProductGrid({ products, loading = false, skeletonCount = 8, eagerCount = 0, label, tileHeadingLevel, tileActions }: Props) {
  // One subscription to i18next for the whole list, its `t` handed to every tile (issue 15: a
  // `useTranslation` in each tile and in each of its three buttons was four a tile).
  const { t } = useTranslation();
  // A list that arrives after the grid was shown (skeletons) paints its first tiles in one short task
  // and the rest in transitions of FIRST_TILES tiles each, one after the other's commit: 50 tiles in one
  // go were the longest task of the category page and held back its largest paint, and the rest in one
  // transition still committed (and laid out) some 30 tiles in one task (issue 15). A list there at
  // mount (back navigation) renders whole at once, so the restored scroll position exists.
  const [limit, setLimit] = useState(() => (!loading && products.length > 0 ? Infinity : FIRST_TILES));
  const partial = products.length > limit;
  useEffect(() => {
    if (partial) startTransition(() => setLimit((shown) => (shown + FIRST_TILES >= products.length ? Infinity : shown + FIRST_TILES)));
  }, [partial, limit, products.length]);
  if (loading) {
    return (
      <ul className="grid" aria-busy="true" aria-label={label} {...(eagerCount > 0 ? { [MAIN_PICTURES_PENDING]: '' } : {})}>
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
      {(partial ? products.slice(0, limit) : products).map((p, i) => (
        <li key={p.sku}>
          <ProductTile product={p} t={t} eager={i < eagerCount} headingLevel={tileHeadingLevel} actions={tileActions} />
        </li>
      ))}
    </ul>
  );
}
