import type { ReactNode } from 'react';
import { DialogShell } from './DialogShell';

interface Props {
  className?: string;
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** The class of the list the lines stand in (each drawer styles its own lines). */
  listClassName: string;
  /** The list items; an empty array shows the empty state instead. */
  lines: ReactNode[];
  /** What stands under the lines (totals, buttons). */
  footer: ReactNode;
  emptyText: string;
  continueLabel: string;
}

/**
 * The drawer of a list the shopper keeps (mini cart, wishlist): the lines with a footer under
 * them, or, when the list is empty, a short text and a button that closes the drawer.
 */
export function ListDrawer({ listClassName, lines, footer, emptyText, continueLabel, ...shell }: Props) {
  return (
    <DialogShell kind="drawer" {...shell}>
      {lines.length ? (
        <>
          <ul className={listClassName}>{lines}</ul>
          <footer className="drawer__footer">{footer}</footer>
        </>
      ) : (
        <div className="cart-empty">
          <p>{emptyText}</p>
          <button type="button" className="button" onClick={shell.onClose}>
            {continueLabel}
          </button>
        </div>
      )}
    </DialogShell>
  );
}
