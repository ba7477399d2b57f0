import type { TFunction } from 'i18next';

/**
 * The line above offline results, saying where they come from: a search saved on this device, or
 * (issue 10) the products seen on this device, which is not the whole shop.
 */
export function offlineMessage(t: TFunction, term: string, found: boolean, local = false): string {
  if (local) return found ? t('search.offlineLocal') : t('search.offlineLocalEmpty', { term });
  return found ? t('search.offline') : t('search.offlineEmpty');
}
