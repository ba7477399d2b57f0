import { test, expect } from './fixtures.ts';
import { docs } from './catalogData.ts';

test('a search with a typo finds the product, and the keyboard opens it', async ({ page, db }) => {
  // A searchable product (visibility 3 or 4, enabled) and its longest word with one letter left out.
  const products = (await docs(db, 'product')).filter((p) => [3, 4].includes(Number(p.visibility)) && Number(p.status) === 1 && p.type_id === 'simple');
  const product = products.find((p) =>
    String(p.name)
      .split(' ')
      .some((w) => /^[A-Za-z]{7,}$/.test(w)),
  )!;
  const name = String(product.name);
  const word = name
    .split(' ')
    .filter((w) => /^[A-Za-z]{7,}$/.test(w))
    .sort((a, b) => b.length - a.length)[0];
  const typo = word.slice(0, 3) + word.slice(4);
  const term = name.replace(word, typo);
  expect(term).not.toContain(word);

  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search the shop' });
  await expect(box).toBeFocused();
  await box.pressSequentially('ab');
  await expect(page.getByText('Searched term should consist of at least 3 characters')).toBeVisible();
  await box.fill('');
  await box.pressSequentially(term, { delay: 20 });
  const option = page.getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(option).toBeVisible();

  // Arrow down until the product is the active option, then Enter.
  for (let i = 0; i < 25 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
  // The search panel closed (the footer's language control is a combobox too).
  await expect(box).toHaveCount(0);
});

test('the search result page is shareable: /search?q= lists the products with a title and canonical link', async ({ page, db }) => {
  const product = (await docs(db, 'product')).find((p) => [3, 4].includes(Number(p.visibility)) && Number(p.status) === 1)!;
  const term = String(product.name);
  await page.goto(`/search?q=${encodeURIComponent(term)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Search results for “${term}”` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3, name: term, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Search results for “${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`));
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toContain('/search?q=');
});
