/**
 * Issue 14 (defects 1, 3, 4, 5, 15, 16) in the real browser against the real server: lines say what
 * was chosen everywhere; the mini cart keeps its totals and checkout button in view at 1280×800 with
 * the codes folded away; the review step looks like the cart; the thank-you page has its own address
 * and survives a reload; the store locator; collect in store with a PO number and a comment, stored
 * with the order and shown in the account's order detail.
 */
import type { Page } from '@playwright/test';
import type { Db } from '../../server/db/index.ts';
import { chosenOptionsText } from '../../src/domain/chosenOptions.ts';
import type { Product } from '../../src/domain/types.ts';
import { childAttribute } from '../../src/domain/variant.ts';
import { fillCapeTownAddress, registerViaLogin, uniqueEmail } from './accountSteps.ts';
import { expect, test } from './fixtures.ts';
import { notification, scrollToFooter } from './helpers.ts';
import { productDocs } from './productData.ts';

/** An in-stock configurable child reachable by its own URL, and its choices as the catalogue names them. */
async function configuredChild(db: Db) {
  const [parent] = await productDocs(
    db,
    `doc->>'type_id' = 'configurable' and (doc->>'status')::int = 1 and (doc->>'visibility')::int = 4 and (doc->'stock'->>'is_in_stock')::boolean order by id limit 1`,
  );
  const child = parent.configurable_children!.find((c) => c.status === 1 && c.stock?.is_in_stock !== false)!;
  const text = (parent.configurable_options ?? [])
    .map((o) => `${o.label}: ${o.values.find((v) => String(v.value_index) === childAttribute(child, o.attribute_code))!.label}`)
    .join(', ');
  return { url: `/p/${encodeURIComponent(parent.sku)}/${parent.url_key}/${encodeURIComponent(child.sku)}`, text };
}

async function giftProduct(db: Db): Promise<Product> {
  const [p] = await productDocs(db, `doc ? 'custom_options' and doc->>'type_id' = 'simple' and (doc->'stock'->>'is_in_stock')::boolean order by id limit 1`);
  return p;
}

async function addBoth(page: Page, db: Db) {
  const child = await configuredChild(db);
  await page.goto(child.url);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notification(page, 'Product has been added to the cart!')).toBeVisible();
  const gift = await giftProduct(db);
  await page.goto(`/p/${encodeURIComponent(gift.sku)}/${gift.url_key}`);
  await page.getByRole('radio', { name: /Recycled-paper gift wrap/ }).check();
  await page.getByRole('checkbox', { name: /Packed and dispatched today/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(notification(page, 'Product has been added to the cart!').last()).toBeVisible();
  const giftText = chosenOptionsText([
    { label: 'Gift wrapping', value: 'Recycled-paper gift wrap' },
    { label: 'Express packing', value: 'Packed and dispatched today' },
  ]);
  return { childText: child.text, giftText };
}

test('lines say what was chosen; the mini cart keeps checkout in view; the thank-you page has its own address', async ({ page, db }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const who = { email: uniqueEmail('choices'), first: 'Thandi', last: 'Nkosi', password: 'correct horse 1' };
  await registerViaLogin(page, who);
  const { childText, giftText } = await addBoth(page, db);

  // Defect 5 + 3: the mini cart at 1280×800.
  await page.getByRole('button', { name: /^Cart, 2 items/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(drawer.getByText(childText)).toBeVisible();
  await expect(drawer.getByText(giftText)).toBeInViewport();
  const checkout = drawer.getByRole('link', { name: 'Go to checkout' });
  await expect(checkout).toBeInViewport({ ratio: 1 });
  await expect(drawer.getByText('Grand total')).toBeInViewport({ ratio: 1 });
  await expect(drawer.getByLabel('Discount code')).toBeHidden();
  await drawer.getByText('Have a code?').click();
  await expect(drawer.getByLabel('Discount code')).toBeVisible();
  await expect(checkout).toBeInViewport({ ratio: 1 });
  await drawer.getByRole('link', { name: 'View cart' }).click();

  // The cart page names the choices too.
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  await expect(page.getByText(childText)).toBeVisible();
  await expect(page.getByText(giftText)).toBeVisible();

  // Defect 16 + 15: collect in store, with a PO number and a comment.
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await fillCapeTownAddress(page);
  await page.getByRole('radio', { name: /Collect in store/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Please choose a store')).toBeVisible();
  await page.getByRole('radio', { name: /Durban pick-up point/ }).check();
  await page.getByLabel(/Purchase order number/).fill('PO-2026/14');
  await page.getByLabel(/Comment to the shop/).fill('Please call when it is ready');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();

  // Defect 1: the review step has the cart's summary: touch-sized code fields, totals not indented.
  await expect(page.getByText(childText)).toBeVisible();
  await expect(page.getByText(giftText)).toBeVisible();
  const codeField = page.getByLabel('Discount code');
  expect((await codeField.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const grand = page.locator('.totals__row--grand_total dd');
  expect(await grand.evaluate((dd) => getComputedStyle(dd).marginInlineStart)).toBe('0px');
  const row = await page.locator('.totals__row--grand_total').boundingBox();
  const value = await grand.boundingBox();
  expect(Math.round(value!.x + value!.width)).toBe(Math.round(row!.x + row!.width));

  // Defect 4: placed with the mouse, the thank-you page has its own address; focus on its heading without a ring.
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/thank-you$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Thank you for your order!' });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((h) => [h.matches(':focus-visible'), getComputedStyle(h).outlineStyle])).toEqual([false, 'none']);
  const numberText = await page.locator('.thank-you__number').textContent();
  const orderNumber = /(\d{9})/.exec(numberText ?? '')![1];
  await expect(page.getByText(childText)).toBeVisible();
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText(`Your order number is ${orderNumber}.`)).toBeVisible();
  await expect(page.getByText(giftText)).toBeVisible();
  await expect(page.getByText('PO-2026/14')).toBeVisible();
  await expect(page.getByText(/Durban pick-up point, 275 Florida Road/)).toBeVisible();

  // Stored with the order.
  const { rows } = await db.query<{ id: number; custom_parameters: Record<string, unknown> }>(
    'select id, custom_parameters from shop_order where order_number = $1',
    [orderNumber],
  );
  expect(rows[0].custom_parameters).toMatchObject({ storeSelect: 'durban', PONumber: 'PO-2026/14', comment: 'Please call when it is ready' });
  const items = await db.query<{ options: unknown }>('select options from shop_order_item where order_ref = $1 order by id', [rows[0].id]);
  expect(items.rows.map((r) => chosenOptionsText(r.options as never))).toEqual([childText, giftText]);

  // The account's order detail shows the same.
  await page.goto(`/my-account/orders/${rows[0].id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
  await expect(page.getByText(childText)).toBeVisible();
  await expect(page.getByText(giftText)).toBeVisible();
  await expect(page.getByText('PO-2026/14')).toBeVisible();
  await expect(page.getByText('Please call when it is ready')).toBeVisible();
});

test('the store locator lists the stores with address, hours and a map link, from the footer', async ({ page }) => {
  await page.goto('/');
  await scrollToFooter(page);
  await page.getByRole('navigation', { name: 'Shop information' }).getByRole('link', { name: 'Stores and pick-up points' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stores and pick-up points' })).toBeVisible();
  const list = page.locator('.store-locator__list > li');
  await expect(list).toHaveCount(4);
  const capeTown = list.filter({ hasText: 'Cape Town store' });
  await expect(capeTown.getByText('112 Bree Street, Cape Town City Centre, Cape Town 8001')).toBeVisible();
  await expect(capeTown.getByText('08:00–18:00')).toBeVisible();
  await expect(capeTown.getByRole('link', { name: /Show on a map/ })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=-33\.9193/);
});
