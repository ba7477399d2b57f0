import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Link } from '../../components/Link';
import { useAppDispatch } from '../../app/hooks';
import { productPath } from '../../components/productLink';
import { textOnce } from '../../components/textOnce';
import { addsFromList } from '../../domain/listPurchase';
import type { Product } from '../../domain/types';

// The cart code loads when the shopper reaches for a button, not with the list (home's first load).
const loadCartThunks = () => import('../cart/cartThunks');

const CART_PLUS = 'M3 4h2l2.2 10.5h11L20.5 7H6.2M9 19h.01M17 19h.01M13 8.5v4M11 10.5h4';
const OPTIONS = 'M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A tile's main action: products that need nothing chosen go into the cart from the list; the others
 * (variants, picks, required options) link to their page to choose. On narrow tiles only the icon
 * shows; the name (with the product's) is the same. `t` is the list's (ProductGrid).
 */
export function TileCartButton({ product, t }: { product: Product; t: TFunction }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  if (!addsFromList(product)) {
    return (
      <Link to={productPath(product)} className="tile__cta" aria-label={textOnce(t, 'catalog.chooseOptionsNamed', product.name)}>
        <Icon d={OPTIONS} />
        <span className="tile__cta-text">{textOnce(t, 'catalog.chooseOptions')}</span>
      </Link>
    );
  }
  const add = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { addToCart } = await loadCartThunks();
      await dispatch(addToCart(product, 1));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="tile__cta tile__cta--add"
      // Named after the product (a list has many); the visible "Add" starts the name (WCAG 2.5.3).
      aria-label={textOnce(t, 'catalog.tileAddNamed', product.name)}
      aria-disabled={busy || undefined}
      onClick={() => void add()}
      onPointerEnter={() => void loadCartThunks()}
      onFocus={() => void loadCartThunks()}
    >
      <Icon d={CART_PLUS} />
      <span className="tile__cta-text">{textOnce(t, 'catalog.tileAdd')}</span>
    </button>
  );
}
