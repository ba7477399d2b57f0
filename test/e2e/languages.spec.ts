import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures.ts';
import { scrollToFooter, waitForServiceWorker } from './helpers.ts';
import { projectRoot } from './testServer.ts';

/** The footer's texts of a language, from its locale file (what the shopper must see). */
function texts(lang: string): { language: string; about: string } {
  const file = JSON.parse(fs.readFileSync(path.join(projectRoot, 'locales', lang, 'common.json'), 'utf8')) as {
    common: { language: string; pages: { about: string } };
  };
  return { language: file.common.language, about: file.common.pages.about };
}

const LANGUAGES = ['cs', 'de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru'];

/**
 * Issue 13 (spec 001 §9): the language control switches the UI to each of the eleven languages,
 * <html lang> follows, the choice survives a reload, and it works offline after a visit.
 */
test('the language control switches the UI language, remembers it, and works offline', async ({ page, network }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const footer = await scrollToFooter(page);
  const control = footer.getByRole('combobox');
  const price = page.getByRole('main').getByText(/^R\d/).first();
  await expect(price).toBeVisible();
  const priceText = await price.textContent();

  // The languages are offered by their own names, and the control is named in the page's language.
  await expect(control.getByRole('option')).toHaveText([
    'čeština',
    'Deutsch',
    'English',
    'español',
    'français',
    'italiano',
    '日本語',
    'Nederlands',
    'polski',
    'português',
    'русский',
  ]);
  await expect(footer.getByRole('combobox', { name: 'Language' })).toBeVisible();

  for (const lang of LANGUAGES) {
    // By keyboard: the control is focused and a language chosen from it.
    await control.focus();
    await control.selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(footer.getByRole('combobox', { name: texts(lang).language })).toBeVisible();
    await expect(footer.getByRole('link', { name: texts(lang).about, exact: true })).toBeVisible();
  }
  // Only the texts change: the store view's prices keep their format.
  await expect(price).toHaveText(priceText!);

  await control.selectOption('ja');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await scrollToFooter(page);
  await expect(footer.getByRole('combobox', { name: texts('ja').language })).toHaveValue('ja');

  // Offline (page and service worker cut off): the shell opens in the chosen language, and another
  // language's texts come from the service worker's precache.
  await network.offline();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await scrollToFooter(page);
  await expect(footer.getByRole('link', { name: texts('ja').about, exact: true })).toBeVisible();
  await control.selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(footer.getByRole('link', { name: texts('ru').about, exact: true })).toBeVisible();
});
