import type { TFunction } from 'i18next';
import { formatPrice } from '../lib/format';
import { textOnce } from './textOnce';

/**
 * A price incl. tax; on special the regular price follows struck through (spec 000 §4 Derived
 * prices). The tile and the product page show it alike, so a screen reader words it alike too.
 * A plain function of the caller's `t`, not a component: the tile is on the home page, and a
 * component with its own hook would make the first-load script longer.
 */
export function priceAmounts(t: TFunction, current: number, original: number | null) {
  if (original === null) return <span className="price">{formatPrice(current)}</span>;
  return (
    <>
      <span className="price price--special">
        <span className="visually-hidden">{textOnce(t, 'common.price.special')} </span>
        {formatPrice(current)}
      </span>{' '}
      <del className="price price--old">
        <span className="visually-hidden">{textOnce(t, 'common.price.was')} </span>
        {formatPrice(original)}
      </del>
    </>
  );
}
