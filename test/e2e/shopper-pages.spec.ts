/**
 * Issue 14 (rough edges a new shopper notices): the home page on a phone, product tiles, the menu at
 * 1280 px and from the keyboard, the focus ring's contrast. Everything is measured in the page.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { docs } from './catalogData.ts';

/** The contrast ratio (WCAG) of two CSS colours 'rgb(r, g, b)'. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => Number(v) / 255);
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The focused element's outline colour and the first opaque background behind it. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    let bg = 'rgb(255, 255, 255)';
    for (let n: HTMLElement | null = el.parentElement; n; n = n.parentElement) {
      const c = getComputedStyle(n).backgroundColor;
      if (c && c !== 'transparent' && !c.startsWith('rgba(0, 0, 0, 0)')) {
        bg = c;
        break;
      }
    }
    // An outline drawn inside the element (negative offset) sits on the element's own background.
    const inside = parseFloat(style.outlineOffset) < 0 && style.backgroundColor !== 'rgba(0, 0, 0, 0)';
    return { outline: style.outlineColor, width: parseFloat(style.outlineWidth), style: style.outlineStyle, bg: inside ? style.backgroundColor : bg };
  });
}

async function expectVisibleRing(page: Page, what: string) {
  const ring = await focusRing(page);
  expect(ring.style, what).not.toBe('none');
  expect(ring.width, what).toBeGreaterThanOrEqual(2);
  expect(contrast(ring.outline, ring.bg), `${what}: ${ring.outline} on ${ring.bg}`).toBeGreaterThanOrEqual(3);
}

const box = async (l: Locator) => (await l.boundingBox())!;

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home page shows the first row of tiles without scrolling; the hero banner stays the largest paint, nothing jumps', async ({ page, db }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __lcp: Element | null };
      w.__cls = 0;
      w.__lcp = null;
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__cls += (e as unknown as { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: true,
      });
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__lcp = (e as unknown as { element: Element }).element))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    await page.goto('/');
    const hero = page.locator('.home-hero__block img');
    await expect(hero).toBeVisible();
    const firstBlock = page.getByRole('main').getByRole('list').first();
    const firstTile = firstBlock.getByRole('listitem').first();
    await expect(firstTile.getByRole('group')).toBeVisible();
    // The whole first tile (picture, name, price and its actions) is on the first screen.
    const tile = await box(firstTile);
    expect(tile.y + tile.height).toBeLessThanOrEqual(844);
    // The banner: the app's, or its copy painted from the HTML before the app (server/services/catalog/pageShell.ts).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __lcp: Element | null }).__lcp?.closest('.home-hero, .boot-pic--banner') !== null))
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);

    // The hero claims no more products than the shop has (issue 14 #10: "Over 8 000 products").
    const listed = (await docs(db, 'product')).filter((p) => Number(p.visibility) >= 2 && Number(p.status) <= 1).length;
    const numbers = ((await page.locator('.home-hero').innerText()).replace(/(\d)[\s\u00a0,.](?=\d{3})/g, '$1').match(/\d+/g) ?? []).map(Number);
    expect(numbers.filter((n) => n > listed)).toEqual([]);

    // The shop's name stays on one line beside the header's icons.
    const brand = page.locator('.header__brand span');
    const lineHeight = await brand.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.3);
    expect((await box(brand)).height).toBeLessThan(lineHeight * 1.5);
  });

  test('tiles: simple products add to the cart from the list, others choose options; one row of 48 px actions under the picture', async ({ page }) => {
    await page.goto('/c/pantry');
    const grid = page.getByRole('main').getByRole('list', { name: 'Pantry' });
    const tile = grid.getByRole('listitem').first();
    const actions = tile.getByRole('group');
    const buttons = actions.locator('button, a');
    await expect(buttons).toHaveCount(3);
    const picture = await box(tile.locator('.tile__media'));
    const tops = new Set<number>();
    for (const b of await buttons.all()) {
      const r = await box(b);
      expect(r.width).toBeGreaterThanOrEqual(48);
      expect(r.height).toBeGreaterThanOrEqual(48);
      expect(r.y).toBeGreaterThanOrEqual(picture.y + picture.height);
      tops.add(Math.round(r.y));
    }
    expect(tops.size).toBe(1);
    // The group is named after the product, so each "Add to cart" says what it adds.
    const name = (await tile.getByRole('heading').textContent())!.trim();
    await expect(actions).toHaveAccessibleName(name);
    await actions.getByRole('button', { name: `Add ${name} to cart` }).click();
    await expect(page.getByText('Product has been added to the cart!')).toBeVisible();
    await expect(page.getByRole('button', { name: /cart/i }).filter({ hasText: '1' })).toBeVisible();

    await page.goto('/c/protein-powders');
    const options = page
      .getByRole('main')
      .getByRole('link', { name: /^Choose options for / })
      .first();
    await expect(options).toBeVisible();
    await options.click();
    await expect(page).not.toHaveURL(/\/c\//);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('laptop 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the menu shows every entry whole or says there is more, and its arrow brings the rest into view', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: /categor/i });
    const links = nav.locator('.category-nav__list > li > a');
    await expect(links.first()).toBeVisible();
    const list = await box(nav.locator('.category-nav__list'));
    const clipped: string[] = [];
    for (const l of await links.all()) {
      const r = await box(l);
      if (r.x < list.x - 1 || r.x + r.width > list.x + list.width + 1) clipped.push((await l.textContent()) ?? '');
    }
    if (clipped.length) {
      await expect(nav).toHaveAttribute('data-more-end', 'true');
      await nav.locator('.category-nav__more--end').click();
      await expect(links.last()).toBeInViewport({ ratio: 1 });
      await expect(nav).toHaveAttribute('data-more-start', 'true');
    }
  });

  test('Tab goes from menu entry to menu entry; ArrowDown opens a submenu, Escape closes it; focus rings are visible', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: /categor/i });
    const entries = nav.locator('.category-nav__list > li > a');
    await expect(entries.nth(3)).toBeVisible();
    const entryCount = await entries.count();
    // Keyboard use first (focus rings show for keyboard users: :focus-visible).
    await page.keyboard.press('Tab');
    await entries.first().focus();
    await expectVisibleRing(page, 'menu entry');
    // Tab through the menu: only the entries, never a closed submenu's links.
    for (let i = 1; i < entryCount; i++) {
      await page.keyboard.press('Tab');
      await expect(entries.nth(i)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(nav.locator(':focus')).toHaveCount(0);

    const pantry = entries.first();
    await pantry.focus();
    await expect(pantry).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(pantry).toHaveAttribute('aria-expanded', 'true');
    const sub = nav.locator(`#${await pantry.getAttribute('aria-controls')}`);
    await expect(sub.getByRole('link').first()).toBeFocused();
    await expectVisibleRing(page, 'submenu link');
    await page.keyboard.press('ArrowDown');
    await expect(sub.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(pantry).toBeFocused();
    await expect(sub).toBeHidden();

    // Elsewhere too: a tile's add-to-cart and the header's icons.
    await page.getByRole('main').getByRole('group').first().getByRole('button').first().focus();
    await expectVisibleRing(page, 'tile action');
    await page.getByRole('banner').getByRole('link').first().focus();
    await expectVisibleRing(page, 'header link');
  });
});
