import { currentStoreView } from './config';
import { languageOf, type Language } from './i18n';

/**
 * The language of the current store view ('de' in /de, 'en' in the default view): the UI language
 * and <html lang> of a shopper who has not chosen another one (a chosen language wins).
 */
export function viewLanguage(): Language {
  return languageOf(currentStoreView().i18n.defaultLocale);
}

/** Sets <html lang>: the shopper's chosen language if any, else the view's. */
export function applyDocumentLanguage(chosen?: string | null): void {
  document.documentElement.lang = chosen || viewLanguage();
}
