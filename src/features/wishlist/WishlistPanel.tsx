import { useTranslation } from 'react-i18next';
import { ListDrawer } from '../../components/ListDrawer';
import { Link } from '../../components/Link';
import { formatPrice } from '../../lib/format';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { displayPrices, imageUrl, productPath } from '../../components/productLink';
import type { Product } from '../../domain/types';
import { addToCart } from '../cart/cartThunks';
import { wishlistToggled } from '../ui/uiSlice';
import { selectWishlistItems, wishlistCleared, wishlistItemRemoved, type WishlistItem } from './wishlistSlice';
import '../cart/cart.css';
import './wishlist.css';

/** The wishlist drawer: the saved products (kept on the device, so it works offline). */
export default function WishlistPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectWishlistItems);
  const close = () => dispatch(wishlistToggled(false));
  const lines = items.map((item) => <WishlistLine key={item.sku} item={item} onNavigate={close} />);
  const footer = (
    <button type="button" className="button button--block" onClick={() => dispatch(wishlistCleared())}>
      {t('wishlist.clear')}
    </button>
  );
  return (
    <ListDrawer texts="wishlist" className="wish-drawer" titleId="wishlist-title" onClose={close} listClassName="wish-lines" lines={lines} footer={footer} />
  );
}

function WishlistLine({ item, onNavigate }: { item: WishlistItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { current } = displayPrices(item);
  const src = imageUrl(item.image, 144, 144);
  const canLink = Boolean(item.url_key || item.slug);
  const name = canLink ? (
    <Link to={productPath(item as Product)} onClick={onNavigate}>
      {item.name}
    </Link>
  ) : (
    item.name
  );
  return (
    <li className="wish-line">
      <div className="wish-line__thumb thumb">{src ? <img src={src} alt="" width={72} height={72} loading="lazy" /> : null}</div>
      <div>
        <p className="wish-line__name">{name}</p>
        <p className="wish-line__price">{formatPrice(current)}</p>
        <div className="wish-line__actions">
          {item.type_id && item.type_id !== 'bundle' ? (
            <button type="button" className="button button--small" onClick={() => void dispatch(addToCart(item as Product, 1))}>
              {t('wishlist.addToCart')}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--small button--ghost"
            aria-label={t('wishlist.removeNamed', { name: item.name })}
            onClick={() => dispatch(wishlistItemRemoved(item.sku))}
          >
            {t('wishlist.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
