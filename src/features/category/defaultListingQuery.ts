import type { SearchQueryBody } from '../../api/catalog';
import type { Attribute, Category } from '../../domain/types';
import { categoryProductsQuery, descendantIds } from './categoryQuery';
import { filterFields } from './filterGroups';

/** A category's listing with no filter or sort chosen: the query CategoryView asks for first. */
export function defaultListingQuery(category: Category, all: Category[], attributes: Attribute[]): SearchQueryBody {
  return categoryProductsQuery(descendantIds(category, all), '', [], filterFields(attributes));
}
