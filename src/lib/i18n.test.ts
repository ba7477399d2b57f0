import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_FILES, i18n, startI18n, translationsComplete, withTranslations } from './i18n';

// One walk through a first visit (i18next is one instance per test file).
describe('English at start (issue 15: a first visit downloads only the texts its page shows)', () => {
  it('paints with the first-paint files, and loads the rest once a text of theirs is needed', async () => {
    await startI18n('en-US');
    expect(i18n.exists('home.newCollection')).toBe(true);
    expect(i18n.exists('catalog.tileAdd')).toBe(true);
    expect(i18n.exists('newsletter.title')).toBe(true);
    expect(i18n.exists('cart.title')).toBe(false);
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
  it('are each in the entry chunk or in the lazy English chunk, never in both', async () => {
    const lazyFiles = (await import('./languages/en')).default.flatMap((file) => Object.keys(file));
    const all = Object.keys(import.meta.glob('../../locales/en/*.json')).map((p) => p.replace(/^.*\/|\.json$/g, ''));
    expect(FIRST_PAINT_FILES.filter((f) => lazyFiles.includes(f))).toEqual([]);
    expect([...FIRST_PAINT_FILES, ...lazyFiles].sort()).toEqual(all.sort());
  });
});
