import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from './DialogShell';

interface Props {
  /** The locale section with the drawer's texts: title, close, empty and continueShopping. */
  texts: 'cart' | 'wishlist';
  className?: string;
  titleId: string;
  onClose: () => void;
  /** The class of the list the lines stand in (each drawer styles its own lines). */
  listClassName: string;
  /** The list items; an empty array shows the empty state instead. */
  lines: ReactNode[];
  /** What stands under the lines (totals, buttons). */
  footer: ReactNode;
}

/**
 * The drawer of a list the shopper keeps (mini cart, wishlist): the lines with a footer under
 * them, or, when the list is empty, a short text and a button that closes the drawer.
 */
export function ListDrawer({ texts, className, titleId, onClose, listClassName, lines, footer }: Props) {
  const { t } = useTranslation();
  return (
    <DialogShell kind="drawer" className={className} titleId={titleId} title={t(`${texts}.title`)} closeLabel={t(`${texts}.close`)} onClose={onClose}>
      {lines.length ? (
        <>
          <ul className={listClassName}>{lines}</ul>
          <footer className="drawer__footer">{footer}</footer>
        </>
      ) : (
        <div className="cart-empty">
          <p>{t(`${texts}.empty`)}</p>
          <button type="button" className="button" onClick={onClose}>
            {t(`${texts}.continueShopping`)}
          </button>
        </div>
      )}
    </DialogShell>
  );
}
