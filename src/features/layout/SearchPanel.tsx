import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { searchPanelToggled } from '../ui/uiSlice';

/** Placeholder panel: catalogue search comes with the search issue, and the panel says so. */
export function SearchPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => dispatch(searchPanelToggled(false));
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div
      className="panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="search-panel-title"
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      <h2 id="search-panel-title">{t('common.search.title')}</h2>
      <p>{t('common.search.comingSoon')}</p>
      <button ref={closeRef} type="button" className="button button--ghost" onClick={close}>
        {t('common.close')}
      </button>
    </div>
  );
}
