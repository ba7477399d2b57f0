import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { searchPanelToggled } from '../ui/uiSlice';
import { SearchOptions, type SearchOption } from './SearchOptions';
import { useSearchOptions } from './useSearchOptions';
import { searchPath } from './searchQuery';
import './search.css';

export const SEARCH_BUTTON_ID = 'search-panel-button';

/**
 * The search panel (spec 001 §2 search panel, §5 minimum length): a combobox whose listbox holds the
 * matching categories, the products and "see all results". Arrow keys move, Enter opens, Escape
 * closes and gives the focus back to the header's search button.
 */
export default function SearchPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const { search, options } = useSearchOptions(term);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => setActive(-1), [options.length, term]);

  const close = () => {
    dispatch(searchPanelToggled(false));
    document.getElementById(SEARCH_BUTTON_ID)?.focus();
  };
  const open = (option: SearchOption) => {
    dispatch(searchPanelToggled(false));
    navigate(option.to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!options.length) return;
      const down = e.key === 'ArrowDown';
      setActive((i) => (down ? (i + 1) % options.length : i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (active >= 0 && options[active]) open(options[active]);
      else if (search.status !== 'idle' && search.status !== 'short') open({ id: 'all', kind: 'all', label: '', to: searchPath(term) });
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };

  const activeId = active >= 0 && options[active] ? `${listId}-${options[active].id}` : undefined;
  return (
    <div
      className="panel search-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="search-panel-title"
      id="search-panel"
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      <div className="search-panel__head">
        <h2 id="search-panel-title" className="visually-hidden">
          {t('search.title')}
        </h2>
        <label className="visually-hidden" htmlFor={`${listId}-input`}>
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${listId}-input`}
          className="search-panel__input"
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--ghost search-panel__close" onClick={close}>
          {t('search.close')}
        </button>
      </div>
      <SearchOptions listId={listId} search={search} options={options} active={active} onOpen={open} onHover={setActive} term={term} />
    </div>
  );
}
