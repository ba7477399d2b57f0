import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGES, languageOf, type Language } from '../../lib/i18n';

/**
 * Each language named in its own language, as the browser's Intl.DisplayNames names it. Written out:
 * asking Intl for the eleven loaded eleven locales' data, 12 to 17 ms in one task of the footer's first
 * render on a phone slowed 4 times, the longest task of a category page (issue 15).
 */
const ENDONYMS: Record<Language, string> = {
  cs: 'čeština',
  de: 'Deutsch',
  en: 'English',
  es: 'español',
  fr: 'français',
  it: 'italiano',
  ja: '日本語',
  nl: 'Nederlands',
  pl: 'polski',
  pt: 'português',
  ru: 'русский',
};

/**
 * Spec 001 §9: the UI language, one of the eleven with translations. Only the texts change; prices
 * and numbers keep the store view's format. The choice is remembered on this device (lib/i18n).
 */
export function LanguageControl() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <p className="footer__language">
      <label htmlFor={id}>{t('common.language')}</label>{' '}
      <select id={id} value={languageOf(i18n.language)} onChange={(e) => void chooseLanguage(e.target.value as Language)}>
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {ENDONYMS[lang]}
          </option>
        ))}
      </select>
    </p>
  );
}
