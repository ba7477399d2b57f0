import { describe, expect, it } from 'vitest';
import englishAtFirstPaint from 'virtual:first-paint-english';
import { i18n, startI18n, translationsComplete, withTranslations } from './i18n';

// As built, before i18next merges the rest of English into the same object.
const firstPaint = structuredClone(englishAtFirstPaint);

// One walk through a first visit (i18next is one instance per test file).
describe('English at start (issue 15: a first visit downloads only the texts its page shows)', () => {
  it('paints with the first-paint files, and loads the rest once a text of theirs is needed', async () => {
    await startI18n('en-US');
    expect(i18n.exists('home.newCollection')).toBe(true);
    expect(i18n.exists('catalog.tileAdd')).toBe(true);
    expect(i18n.exists('cart.title')).toBe(false);
    // The footer's texts come with the footer (it loads when near: layout/FooterWhenNear).
    expect(i18n.exists('newsletter.title')).toBe(false);
    expect(i18n.exists('common.footerNote')).toBe(false);
    // Nothing asked for the rest: still not loaded a while later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(translationsComplete()).toBe(false);

    // A text of the later files shown anyway: they are asked for, never left showing the key.
    expect(i18n.t('cart.title')).toBe('cart.title');
    await expect.poll(translationsComplete).toBe(true);
    expect(i18n.t('cart.title')).toBe('Shopping cart');
    // A lazy part gets its code once its texts are in.
    expect(await withTranslations(async () => 'part')).toBe('part');
  });
});

describe('the English files', () => {
  it('are all in the lazy English chunk; the entry chunk has a part of some', async () => {
    const lazyFiles = (await import('./languages/en')).default.flatMap((file) => Object.keys(file));
    const all = Object.keys(import.meta.glob('../../locales/en/*.json')).map((p) => p.replace(/^.*\/|\.json$/g, ''));
    expect(lazyFiles.sort()).toEqual(all.sort());
    expect(Object.keys(firstPaint).sort()).toEqual(['catalog', 'common', 'compare', 'home', 'wishlist']);
    expect(firstPaint).not.toHaveProperty('catalog.productNotFound');
  });
});
