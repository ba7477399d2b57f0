import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentStoreView } from './config';

/** Spec 001 §9: the languages with translations. */
export const LANGUAGES = ['cs', 'de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

type LocaleFile = Record<string, unknown>;

// English ships in the entry chunk; every file nests its keys under its own name (COMMON brief),
// so merging them into one namespace cannot collide.
const english = import.meta.glob<LocaleFile>('../../locales/en/*.json', { eager: true, import: 'default' });
// Every other language is a lazy chunk per file, fetched only when that language is chosen
// (and precached by the service worker so it also works offline).
const lazy = import.meta.glob<LocaleFile>(['../../locales/*/*.json', '!../../locales/en/*.json'], { import: 'default' });

function merge(files: LocaleFile[]): ResourceLanguage {
  return Object.assign({}, ...files) as ResourceLanguage;
}

export function languageOf(locale: string): Language {
  const lang = locale.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en';
}

/** Loads a language's chunks (English is already there) and switches to it. */
export async function changeLanguage(lang: Language): Promise<void> {
  if (lang !== 'en' && !i18next.hasResourceBundle(lang, 'translation')) {
    const loaders = Object.entries(lazy).filter(([path]) => path.includes(`/locales/${lang}/`));
    const files = await Promise.all(loaders.map(([, load]) => load()));
    i18next.addResourceBundle(lang, 'translation', merge(files), true, true);
  }
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export const i18n = i18next;

/** Initialises i18next with English; the store view's language (en-US → en) is loaded next. */
export async function initI18n(locale = currentStoreView().i18n.defaultLocale): Promise<typeof i18next> {
  const resources: Resource = { en: { translation: merge(Object.values(english)) } };
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources,
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false }, // React escapes already
    });
  }
  const lang = languageOf(locale);
  if (lang !== i18next.language) await changeLanguage(lang);
  return i18next;
}
