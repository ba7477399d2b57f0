import { useRef, type ReactNode } from 'react';
import { useDialog } from './useDialog';

interface Props {
  /** A side drawer (mini cart, wishlist) or a centred modal (newsletter). */
  kind: 'drawer' | 'modal';
  className?: string;
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The one modal dialog frame: a backdrop that closes on click, a focus-trapped dialog (Escape
 * closes, focus returns to the opener), and a header with the title and a labelled close button.
 */
export function DialogShell({ kind, className, titleId, title, closeLabel, onClose, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useDialog(ref, onClose);
  return (
    <div className={`${kind}-backdrop`} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className={className ? `${kind} ${className}` : kind} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className={`${kind}__header`}>
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}
