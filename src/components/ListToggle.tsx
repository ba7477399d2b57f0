import type { ReactNode } from 'react';

interface Props {
  on: boolean;
  /** Icon only (tiles): the label names it; otherwise `text` is shown beside the icon. */
  compact: boolean;
  label: string;
  text: string;
  icon: ReactNode;
  onToggle: () => void;
}

/** A product's in-a-list toggle (wishlist, compare); the list styles come with wishlist.css. */
export function ListToggle({ on, compact, label, text, icon, onToggle }: Props) {
  return (
    <button
      type="button"
      className={`list-toggle${compact ? ' list-toggle--compact' : ''}${on ? ' list-toggle--on' : ''}`}
      aria-label={compact ? label : undefined}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        {icon}
      </svg>
      {compact ? null : <span>{text}</span>}
    </button>
  );
}
