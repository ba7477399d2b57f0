import { useTranslation } from 'react-i18next';
import { offlineMessage } from './offlineMessage';
import { formatPrice } from '../../lib/format';
import { displayPrices, imageUrl } from '../../components/productLink';
import type { Product } from '../../domain/types';
import type { SearchState } from './useSearch';

export interface SearchOption {
  id: string;
  kind: 'category' | 'product' | 'all';
  label: string;
  to: string;
  product?: Product;
}

interface Props {
  listId: string;
  term: string;
  search: SearchState;
  options: SearchOption[];
  active: number;
  onOpen: (option: SearchOption) => void;
  onHover: (index: number) => void;
}

/** The panel's messages (a live region) and the listbox of options. */
export function SearchOptions({ listId, term, search, options, active, onOpen, onHover }: Props) {
  const { t } = useTranslation();
  const offline = search.status === 'done' && search.offline;
  let message = '';
  if (search.status === 'short') message = t('validation.searchMin');
  else if (search.status === 'loading') message = t('search.searching');
  else if (search.status === 'done' && offline) message = offlineMessage(t, search.term, search.products.length > 0, search.local);
  else if (search.status === 'done' && !search.products.length) message = t('search.noResults', { term: search.term });
  else if (search.status === 'done') message = t('search.resultCount', { count: search.total });

  const option = (o: SearchOption, index: number) => (
    <li
      key={o.id}
      id={`${listId}-${o.id}`}
      role="option"
      aria-selected={index === active}
      className={`search-option search-option--${o.kind}${index === active ? ' search-option--active' : ''}`}
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={() => onHover(index)}
      onClick={() => onOpen(o)}
    >
      {o.kind === 'product' && o.product ? <ProductOption product={o.product} /> : o.kind === 'category' ? t('search.category', { name: o.label }) : o.label}
    </li>
  );
  const categories = options.filter((o) => o.kind === 'category');
  const rest = options.filter((o) => o.kind !== 'category');

  return (
    <div className="search-panel__results">
      <p className={`search-panel__message${offline ? ' search-panel__message--offline' : ''}`} role="status" aria-live="polite">
        {message}
      </p>
      <ul id={listId} role="listbox" aria-label={t('search.label')} className="search-panel__list" hidden={!options.length} data-term={term}>
        {categories.map((o) => option(o, options.indexOf(o)))}
        {rest.map((o) => option(o, options.indexOf(o)))}
      </ul>
    </div>
  );
}

function ProductOption({ product }: { product: Product }) {
  const src = imageUrl(product.thumbnail || product.image, 150, 150);
  return (
    <>
      {src ? <img src={src} alt="" width={48} height={48} loading="lazy" decoding="async" /> : <span className="search-option__noimg" />}
      <span className="search-option__name">{product.name}</span>
      <span className="search-option__price">{formatPrice(displayPrices(product).current)}</span>
    </>
  );
}
