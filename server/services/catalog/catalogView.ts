/**
 * Which store view's rows of catalog_entity a read uses (migration 018: every store view has a
 * catalogue of its own, as a Vue Storefront index per Magento store view). Reviews, the tax rules
 * and the stock are shared by all views: they are kept in (or taken from) the default view's rows,
 * so a review written in /de shows in every view, and the VAT of a view does not depend on which
 * view's catalogue an operator imported tax rules into.
 */
import { DEFAULT_STORE_VIEW } from '../storeViews.ts';

/** The store code of the rows every view shares (reviews, tax rules, the stock every copy follows). */
export const SHARED_STORE_CODE = DEFAULT_STORE_VIEW.storeCode;

const SHARED_ENTITIES: ReadonlySet<string> = new Set(['review', 'taxrule']);

/** The store code whose documents of this entity type a request of the view reads. */
export function catalogStoreCode(entity: string, storeCode: string): string {
  return SHARED_ENTITIES.has(entity) ? SHARED_STORE_CODE : storeCode;
}
