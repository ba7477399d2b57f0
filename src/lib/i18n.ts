import i18next, { type ParseKeys, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishAtFirstPaint from 'virtual:first-paint-english';
import { currentStoreView } from './config';

/** Spec 001 §9: the languages with translations. */
export const LANGUAGES = ['cs', 'de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

type LocaleFile = Record<string, unknown>;

/** A key of locales/en (typed in i18next.d.ts): for values that hold a key to translate later. */
export type TranslationKey = ParseKeys<'translation'>;

// The English texts the layout and the home page show at their first paint ship in the entry chunk
// (the tiles' buttons, the header's, the footer's newsletter sign-up: src/lib/firstPaintTexts.json,
// picked from locales/en at build time by scripts/firstPaintEnglish.ts); all of English is one lazy
// chunk (languages/en.ts), loaded when something needs it: a lazy route, panel or notification
// (whenTranslationsReady, withTranslations), the shopper's first touch or key press, or a key not
// found (a safety net). A first visit that only looks at the home page never downloads it (issue 15).
// Every file nests its keys under its own name (COMMON brief), so merging them cannot collide.
// The service worker precaches every chunk, so all of English still works offline.
// Every other language is one lazy chunk (languages/<lang>.ts), fetched only when that language is
// chosen, and precached by the service worker so it also works offline. One loader per language
// keeps this map to 11 entries: a loader per locale file put ~200 paths into the entry chunk.
const lazy = import.meta.glob<LocaleFile[]>('./languages/*.ts', { import: 'default' });
const loadFiles = (lang: Language) => lazy[`./languages/${lang}.ts`]();

function merge(files: LocaleFile[]): ResourceLanguage {
  return Object.assign({}, ...files) as ResourceLanguage;
}

export function languageOf(locale: string): Language {
  const lang = locale.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en';
}

let englishComplete: Promise<void> | null = null;
let englishLoaded = false;
// Whether a text was looked up that the English loaded so far does not have (missingKeyHandler).
let keyMissing = false;

/**
 * The English files not in the entry chunk, added once. The first-paint texts are the same texts,
 * so when no text has been missing, nothing on screen changes: they are added silently, without
 * re-rendering every component that translates (issue 15: that re-render was one task of 10 to 15 ms
 * on a slow phone). A part that showed a missing key re-renders with its text.
 */
function loadRestOfEnglish(): Promise<void> {
  englishComplete ??= loadFiles('en').then((files) => {
    // Deep, not overwriting; merge() made a new object, so i18next need not copy it.
    i18next.addResourceBundle('en', 'translation', merge(files), true, false, { silent: !keyMissing, skipCopy: true });
    englishLoaded = true;
  });
  return englishComplete;
}

/**
 * Starts downloading the English chunk without adding it: a catalogue page other than home waits for
 * all its texts (router.tsx), so main.tsx asks for them beside the page's data and code, instead of
 * after the first render (issue 15: one round trip less before its largest paint).
 */
export function prefetchEnglish(): void {
  loadFiles('en').catch(() => undefined);
}

/** A language's files (one chunk per language, languages/<lang>.ts), added once. */
async function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en' || i18next.hasResourceBundle(lang, 'translation')) return;
  i18next.addResourceBundle(lang, 'translation', merge(await loadFiles(lang)), true, true);
}

/** Loads a language's chunk (and the rest of English, the fallback, at the same time) and switches to it. */
export async function changeLanguage(lang: Language): Promise<void> {
  await Promise.all([loadRestOfEnglish(), loadLanguage(lang)]);
  // i18next announces a change to the language already shown too, which re-renders every part.
  if (lang !== i18next.language) await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

// The shopper's own choice of UI language, kept on this device (localStorage: read synchronously
// at start, before the first paint). Unavailable storage: the store view's language, every time.
const CHOSEN = 'storefront.language';

export function chosenLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(CHOSEN);
    return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : null;
  } catch {
    return null;
  }
}

/** The language control: switches the UI language (prices keep the store view's format) and remembers it. */
export async function chooseLanguage(lang: Language): Promise<void> {
  await changeLanguage(lang);
  try {
    localStorage.setItem(CHOSEN, lang);
  } catch {
    // Not remembered: this page still shows the language.
  }
}

export const i18n = i18next;

let ready: Promise<typeof i18next> | null = null;

/** i18next with the first-paint English files, synchronously (resources are inline). */
function initFirstPaint(): void {
  if (i18next.isInitialized) return;
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: englishAtFirstPaint as ResourceLanguage } } satisfies Resource,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    // Components re-render when the later English files (or a language) are added.
    react: { bindI18nStore: 'added' },
    // A key of the later English files shown before they were asked for: they are asked for now
    // (after this render: loading them changes the language's resources).
    saveMissing: true,
    missingKeyHandler: () => {
      keyMissing = true;
      void Promise.resolve().then(whenTranslationsReady);
    },
  });
}

/** Initialises i18next with all of English and the store view's language (en-US → en). */
export async function initI18n(locale = currentStoreView().i18n.defaultLocale): Promise<typeof i18next> {
  initFirstPaint();
  await changeLanguage(languageOf(locale));
  return i18next;
}

/**
 * Start-up: resolves as soon as the first paint can be translated, in the shopper's chosen language
 * or else the store view's. English paints at once with the entry chunk's files; another language
 * waits for its chunk (no English flash).
 */
export async function startI18n(locale = chosenLanguage() ?? currentStoreView().i18n.defaultLocale): Promise<void> {
  if (languageOf(locale) !== 'en') {
    ready = initI18n(locale);
    await ready;
    return;
  }
  initFirstPaint();
  document.documentElement.lang = 'en';
  // The rest of English is for other pages and for what the shopper opens: asked for by those, and
  // at the first touch or key press (what it opens is then likely to find its texts already here).
  const loadRest = () => void whenTranslationsReady();
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, loadRest, { once: true, passive: true });
}

/** Whether every translation is here (a part that shows a text of the later English files waits until then). */
export function translationsComplete(): boolean {
  return englishLoaded;
}

/** A lazy part's code together with every translation it may show (React.lazy's loader). */
export function withTranslations<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), whenTranslationsReady()]).then(([module]) => module);
}

/** Resolves once every translation of the current language is loaded (lazy routes wait for it). */
export function whenTranslationsReady(): Promise<unknown> {
  ready ??= initI18n(i18next.language ?? undefined);
  return ready;
}
