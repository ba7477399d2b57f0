import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n, LANGUAGES, type TranslationKey } from '../lib/i18n';
import { textOnce } from './textOnce';

// The tiles' texts: the named ones (each with {{name}}) and the plain ones.
const named: TranslationKey[] = [
  'catalog.tileAddNamed',
  'catalog.chooseOptionsNamed',
  'wishlist.addNamed',
  'wishlist.removeNamed',
  'compare.addNamed',
  'compare.removeNamed',
];
const plain: TranslationKey[] = ['catalog.tileAdd', 'catalog.chooseOptions', 'common.price.special', 'common.price.was', 'wishlist.add'];
// Names with what a replacement string or i18next would treat specially.
const names = ['Oat flour 500 g', 'Nuts $& seeds $1', 'Tea {{name}}', 'A "quoted" <b>name</b>', ''];

describe('textOnce', () => {
  it.each(LANGUAGES)('gives what i18next gives (%s)', async (lang) => {
    await initI18n('en-US');
    await changeLanguage(lang);
    const t = i18n.getFixedT(lang);
    for (const key of named) for (const name of names) expect(textOnce(t, key, name), `${key} ${name}`).toBe(t(key, { name }));
    for (const key of plain) expect(textOnce(t, key), key).toBe(t(key));
  });

  it('asks i18next once per key and t, and a new t (another language) again', async () => {
    await initI18n('en-US');
    const en = i18n.getFixedT('en');
    const calls = vi.spyOn(i18n, 't');
    for (const name of names) textOnce(en, 'wishlist.addNamed', name);
    expect(calls).toHaveBeenCalledTimes(1);
    await changeLanguage('de');
    expect(textOnce(i18n.getFixedT('de'), 'wishlist.addNamed', 'Hafer')).toBe('Hafer zur Wunschliste hinzufügen');
    expect(textOnce(en, 'wishlist.addNamed', 'Oats')).toBe('Add Oats to the wishlist');
    calls.mockRestore();
  });
});
