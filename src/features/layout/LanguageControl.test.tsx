import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/support/renderWithProviders';
import { chosenLanguage, i18n, startI18n } from '../../lib/i18n';
import { formatPrice } from '../../lib/format';
import { LanguageControl } from './LanguageControl';

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('LanguageControl', () => {
  it('switches the UI language, sets <html lang>, remembers the choice, and leaves prices alone', async () => {
    const { user } = await renderWithProviders(<LanguageControl />);
    const price = formatPrice(1234.5);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement.lang).toBe('de');
    expect(chosenLanguage()).toBe('de');
    expect(formatPrice(1234.5)).toBe(price);
  });

  it('offers each language by its own name', async () => {
    await renderWithProviders(<LanguageControl />);
    const names = screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent, o.getAttribute('lang')]);
    expect(names).toContainEqual(['de', 'Deutsch', 'de']);
    expect(names).toContainEqual(['ja', '日本語', 'ja']);
    expect(names).toHaveLength(11);
  });

  it('names the languages as the browser does, without asking Intl for eleven locales while it renders', async () => {
    const intl = (lang: string) => new Intl.DisplayNames([lang], { type: 'language' }).of(lang);
    const asked = vi.spyOn(Intl, 'DisplayNames');
    await renderWithProviders(<LanguageControl />);
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
    for (const option of screen.getAllByRole('option')) expect(option.textContent).toBe(intl(option.getAttribute('value')!));
  });

  it('starts in the remembered language, over the store view’s', async () => {
    localStorage.setItem('storefront.language', 'fr');
    await startI18n();
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('ignores a remembered value that is no language of the shop, and storage that fails', () => {
    localStorage.setItem('storefront.language', 'xx');
    expect(chosenLanguage()).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(chosenLanguage()).toBeNull();
  });

  it('still switches when the choice cannot be stored', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    const { user } = await renderWithProviders(<LanguageControl />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'it');
    await waitFor(() => expect(document.documentElement.lang).toBe('it'));
  });
});
