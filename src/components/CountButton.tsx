import type { ReactNode } from 'react';

interface Props {
  expanded: boolean;
  onClick: () => void;
  /** The accessible name (it says the count too). */
  label: string;
  count: number;
  /** The 24×24 icon's shapes. */
  icon: ReactNode;
}

/** A header icon button that opens a drawer and shows how many items it holds (cart, wishlist). */
export function CountButton({ expanded, onClick, label, count, icon }: Props) {
  return (
    <button type="button" className="icon-button cart-button" aria-expanded={expanded} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        {icon}
      </svg>
      <span className="visually-hidden">{label}</span>
      {count > 0 ? (
        <span className="cart-button__badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
}
