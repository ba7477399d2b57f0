import { filter, searchCatalog } from '../../api/catalog';
import type { Attribute } from '../../domain/types';
import { oncePerSession, useSessionList } from './oncePerSession';

/** The visible, user-defined attributes (spec 000 §9: attribute list size 150), once per session. */
export const loadVisibleAttributes = oncePerSession(() =>
  searchCatalog<Attribute>('attribute', { _appliedFilters: [filter('is_user_defined', { in: [true] }), filter('is_visible', { in: [true] })] }, { size: 150 }),
);

export const useAttributes = (): Attribute[] => useSessionList('attributes', loadVisibleAttributes);

/** A product's value of an attribute as text: option ids become their labels. */
export function attributeText(attribute: Attribute, raw: unknown): string | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const ids = Array.isArray(raw) ? raw : String(raw).split(',');
  if (attribute.options?.length) {
    const labels = ids.map((id) => attribute.options.find((o) => String(o.value) === String(id).trim())?.label).filter(Boolean);
    return labels.length ? labels.join(', ') : null;
  }
  if (typeof raw === 'boolean') return null;
  return Array.isArray(raw) ? raw.join(', ') : String(raw);
}
