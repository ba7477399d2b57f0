import { useTranslation } from 'react-i18next';
import { productPath } from '../../components/productLink';
import { categoryPath } from '../category/categoryQuery';
import { useAllCategories } from '../category/useCategoryData';
import type { SearchOption } from './SearchOptions';
import { matchingCategories } from './matchingCategories';
import { searchPath } from './searchQuery';
import { useSearch, type SearchState } from './useSearch';

/** The panel's options in listbox order: categories, products, then "see all results". */
export function useSearchOptions(term: string): { search: SearchState; options: SearchOption[] } {
  const { t } = useTranslation();
  const search = useSearch(term);
  const all = useAllCategories().data ?? [];
  if (search.status !== 'done') return { search, options: [] };
  const categories = matchingCategories(search.term, all, search.products);
  const options: SearchOption[] = [
    ...categories.map((c): SearchOption => ({ id: `c${c.id}`, kind: 'category', label: c.name, to: categoryPath(c) })),
    ...search.products.map((p): SearchOption => ({ id: `p${p.id}`, kind: 'product', label: p.name, to: productPath(p), product: p })),
  ];
  if (search.total > search.products.length) {
    options.push({ id: 'all', kind: 'all', label: t('search.seeAll', { term: search.term }), to: searchPath(search.term) });
  }
  return { search, options };
}
