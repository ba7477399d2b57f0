import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGES, languageOf, type Language } from '../../lib/i18n';

/** A language named in its own language ('Deutsch', '日本語'), from the browser's own data: no bytes shipped. */
function endonym(lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

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
            {endonym(lang)}
          </option>
        ))}
      </select>
    </p>
  );
}
