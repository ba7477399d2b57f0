import { memo, useId, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from './Link';
import type { Product } from '../domain/types';
import { priceAmounts } from './priceAmounts';
import { displayPrices, productPath, tileImageUrl } from './productLink';

/** A tile's actions (add to cart, wishlist, compare), given the list's `t`: the feature that shows the list passes them, a shared component imports no feature. */
export type TileActions = (product: Product, t: TFunction) => ReactNode;

interface Props {
  product: Product;
  /** The list's `t` (ProductGrid's one `useTranslation`): a tile subscribes to no i18n event of its own. */
  t: TFunction;
  /** Above the fold: load the image at once instead of lazily. */
  eager?: boolean;
  /** The tile's heading level: one below the heading of the list it is in (heading order, WCAG 1.3.1). */
  headingLevel?: 2 | 3 | 4;
  actions?: TileActions;
}

/**
 * Memoised (issue 15): a tile renders again only when its product, the language or its own store
 * value (TileActions' selector) changes, not with every render of the list around it (a pass of
 * ProductGrid, a home block's answer, the texts arriving).
 */
export const ProductTile = memo(function ProductTile({ product, t, eager = false, headingLevel = 3, actions }: Props) {
  const Heading = `h${headingLevel}` as const;
  const { current, original } = displayPrices(product);
  const src = tileImageUrl(product.image);
  const nameId = useId();
  return (
    <article className="tile">
      <Link to={productPath(product)} className="tile__link">
        <div className="tile__media">
          {src ? (
            <img
              src={src}
              // The product name is the link's text right below: a decorative image, not the name twice.
              alt=""
              width={310}
              height={300}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              {...(eager ? { fetchPriority: 'high' as const } : {})}
            />
          ) : null}
        </div>
        <Heading className="tile__name" id={nameId}>
          {product.name}
        </Heading>
      </Link>
      <p className="tile__price">{priceAmounts(t, current, original)}</p>
      {/* One row under the price (not stacked over the picture); the group is named by the product, so
          each "Add to cart" says which product it adds. */}
      {actions ? (
        <div className="tile__actions" role="group" aria-labelledby={nameId}>
          {actions(product, t)}
        </div>
      ) : null}
    </article>
  );
});

export function ProductTileSkeleton() {
  return (
    <div className="tile tile--skeleton" aria-hidden="true">
      <div className="tile__media skeleton" />
      <div className="skeleton skeleton--text" />
      <div className="skeleton skeleton--text skeleton--short" />
    </div>
  );
}
