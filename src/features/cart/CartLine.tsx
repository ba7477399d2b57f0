import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link';
import { formatPrice } from '../../lib/format';
import { useAppDispatch } from '../../app/hooks';
import { LineOptions } from '../../components/LineOptions';
import { imageUrl } from '../../components/productLink';
import type { CartItem } from '../../domain/cartItem';
import { lineTotalInclTax } from '../../domain/totals';
import { removeFromCart, updateCartItemQty } from './cartThunks';
import { lineOptions } from './lineOptions';
import { QtyInput } from './QtyInput';

const linkOf = (item: CartItem) =>
  item.url_key ? `/p/${encodeURIComponent(item.parentSku || item.sku)}/${item.url_key}${item.parentSku ? `/${encodeURIComponent(item.sku)}` : ''}` : null;

/** A cart line: 150×150 thumbnail, quantity − / +, and removal after confirmation (spec 000 §4). */
export function CartLine({ item, onNavigate }: { item: CartItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const href = linkOf(item);
  const src = imageUrl(item.image, 150, 150);
  const decrease = () => (item.qty <= 1 ? setConfirming(true) : void dispatch(updateCartItemQty(item, item.qty - 1)));

  return (
    <li className="cart-line">
      <div className="cart-line__thumb thumb">{src ? <img src={src} alt="" width={150} height={150} loading="lazy" /> : null}</div>
      <div className="cart-line__body">
        <p className="cart-line__name">
          {href ? (
            <Link to={href} onClick={onNavigate}>
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </p>
        <LineOptions options={lineOptions(item)} className="cart-line__options" />
        <p className="cart-line__sku">{item.sku}</p>
        {item.errors?.stock ? <p className="cart-line__error">{t('cart.outOfStockShort')}</p> : null}
        {!item.errors?.stock && item.info?.stock ? <p className="cart-line__info">{t('cart.inStock')}</p> : null}
        {confirming ? (
          <div className="cart-line__confirm" role="group" aria-label={t('cart.confirmRemoveTitle')}>
            <p>{t('cart.confirmRemove', { name: item.name })}</p>
            <button type="button" className="button button--small button--danger" onClick={() => void dispatch(removeFromCart(item))}>
              {t('cart.remove')}
            </button>
            <button type="button" className="button button--small button--ghost" onClick={() => setConfirming(false)}>
              {t('cart.keep')}
            </button>
          </div>
        ) : (
          <div className="cart-line__controls">
            <div className="qty-stepper" role="group" aria-label={t('cart.qtyOf', { name: item.name })}>
              <button type="button" onClick={decrease} aria-label={t('cart.decrease', { name: item.name })}>
                −
              </button>
              <QtyInput item={item} onQty={(qty) => void dispatch(updateCartItemQty(item, qty))} onZero={() => setConfirming(true)} />
              <button type="button" onClick={() => void dispatch(updateCartItemQty(item, item.qty + 1))} aria-label={t('cart.increase', { name: item.name })}>
                +
              </button>
            </div>
            <button type="button" className="link-button" onClick={() => setConfirming(true)}>
              {t('cart.remove')}
              <span className="visually-hidden"> {item.name}</span>
            </button>
          </div>
        )}
      </div>
      <p className="cart-line__price">{formatPrice(lineTotalInclTax(item))}</p>
    </li>
  );
}
