// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { taxOnNet, toCents } from '../../src/domain/money.ts';
import { STATIC_PAGES } from '../../src/domain/staticPages.ts';
import { findTaxRate } from '../../src/domain/tax.ts';
import type { Product } from '../../src/domain/types.ts';
import { bannerSvg, colourFor } from '../services/imagesArt.ts';
import { STORE_VIEWS } from '../services/storeViews.ts';
import {
  euroGiftCardValue,
  euroPrice,
  euroShelfOf,
  euroSpecial,
  euroTiers,
  exactNet,
  nearestPoint,
  netOfPoint,
  pointAtOrAbove,
  pointBelow,
} from './euroPrices.ts';
import { generateCatalogue, type Catalogue } from './generate.ts';
import { finalPrice } from './pricing.ts';
import { viewCatalogue } from './viewCatalogue.ts';
import { defaultCategorySlug, viewSlug } from './viewCategories.ts';
import { EURO_STORE_CODES, viewTexts } from './viewTexts.ts';

describe('the euro price rule (table)', () => {
  it.each([
    [0, 99], // never below 0.99 €
    [120, 99],
    [130, 149],
    [1234, 1199],
    [1250, 1299], // a tie goes up
    [9980, 9999],
    [10100, 9999],
    [10250, 10499],
    [12400, 12499],
  ])('the nearest price point of %i cents is %i', (cents, point) => expect(nearestPoint(cents)).toBe(point));

  it.each([
    [2299, 2199],
    [999, 949],
    [1099, 999],
    [10499, 9999],
    [99, 49],
    [49, null],
  ])('the price point below %i cents is %s', (cents, point) => expect(pointBelow(cents)).toBe(point));

  it.each([
    [40500, 2299], // R405.00 / 18 = 22.50 €: 22.99
    [8999, 499],
    [1000, 99],
    [0, 0],
  ])('a rand shelf price of %i cents becomes a euro shelf price of %i', (rand, euro) => expect(euroShelfOf(rand)).toBe(euro));

  it.each([
    [2299, 7, 2149],
    [2299, 10, 2090],
    [999, 19, null], // 8.39 + 19% = 9.98, 8.40 + 19% = 10.00: VAT rounding skips 9.99
    [995, 19, 836],
    [500, 0, 500],
  ])('the net price giving %i cents at %i%% is %s', (gross, rate, net) => expect(exactNet(gross, rate)).toBe(net));

  it('takes x.95 where the VAT cannot give x.99, and one of the two always for the demo rates', () => {
    expect(netOfPoint(999, 19)).toEqual({ net: 836, shelf: 995 });
    for (const rate of [0, 4, 7, 10, 19, 22]) {
      for (let point = 99; point < 200_000; point = pointAtOrAbove(point + 1)) {
        const { net, shelf } = netOfPoint(point, rate);
        expect(net + taxOnNet(net, rate), `${point} at ${rate}%`).toBe(shelf);
        expect([point, point - 4]).toContain(shelf);
      }
    }
  });

  it('prices a product: rand net → rand shelf → euro point → euro net', () => {
    // R352.17 + 15% = R405.00 → 22.99 € shelf; net of 7% (Germany, food) and 10% (Italy, food).
    expect(euroPrice(35217, { rand: 15, euro: 7 })).toEqual({ net: 2149, shelf: 2299 });
    expect(euroPrice(35217, { rand: 15, euro: 10 })).toEqual({ net: 2090, shelf: 2299 });
    expect(euroPrice(0, { rand: 15, euro: 19 })).toEqual({ net: 0, shelf: 0 });
  });

  it.each([
    [52999, 45049, { net: 3177, shelf: 3399 }, 7, 2709], // 15% off: 28.89 → 28.99 €
    [10000, 9900, { net: 2149, shelf: 2299 }, 7, 2055], // 1% off would round to the price: the point below, 21.99 €
    [10000, 8000, { net: 93, shelf: 99 }, 7, 46], // the cheapest price: 0.49 €
  ])('a special price of %i on %i keeps its share, below the price', (rand, special, price, rate, euro) => {
    expect(euroSpecial(rand, special, price, rate)).toBe(euro);
  });

  it('keeps tier prices descending by quantity and below the price', () => {
    const tiers = [
      { customer_group_id: 32000, qty: 12, value: 88 },
      { customer_group_id: 1, qty: 1, value: 95 },
      { customer_group_id: 1, qty: 6, value: 90 },
    ];
    expect(euroTiers(tiers, 10000, 500).map((t) => t.value)).toEqual([4.4, 4.75, 4.5]);
    // A tiny price still gets distinct, positive tiers.
    expect(euroTiers(tiers, 10000, 4).map((t) => t.value)).toEqual([0.01, 0.03, 0.02]);
  });

  it('gives gift cards round face values', () => {
    expect([100, 250, 500, 1000].map(euroGiftCardValue)).toEqual([10, 25, 50, 100]);
  });
});

const base = generateCatalogue();
const baseJson = JSON.stringify(base);
const views = Object.fromEntries(EURO_STORE_CODES.map((code) => [code, viewCatalogue(base, code)])) as Record<'de' | 'it', Catalogue>;

/** Whether a shelf price in cents is a price point or the second-best ending of one. */
const isPointOrSecond = (shelf: number) => [shelf, shelf + 4].some((c) => (c + 1) % (c < 1000 ? 50 : c < 10000 ? 100 : 500) === 0);
const RAND_TEXT = /\bR ?\d|\brand\b|\bZAR\b|South African rand/i;

describe.each(EURO_STORE_CODES)('viewCatalogue(base, "%s")', (code) => {
  const view = views[code];
  const storeView = STORE_VIEWS.find((v) => v.storeCode === code)!;
  const texts = viewTexts(code);
  const rate = (taxClass: unknown) => findTaxRate(taxClass, base.taxrules, { country: storeView.taxCountry });
  const bySku = new Map(view.products.map((p) => [p.sku, p]));
  const baseById = new Map(base.products.map((p) => [p.id, p]));

  it('makes new documents with the ids and skus of the base, and leaves the base as it was', () => {
    expect(JSON.stringify(base)).toBe(baseJson);
    expect(view.products.map((p) => [p.id, p.sku, p.type_id, p.tax_class_id])).toEqual(base.products.map((p) => [p.id, p.sku, p.type_id, p.tax_class_id]));
    // The same goods keep their slug; only a gift card's names its rand amount (see below).
    const renamed = view.products.filter((p, i) => p.url_key !== base.products[i].url_key);
    expect(renamed.map((p) => p.type_id)).toEqual(['virtual', 'virtual', 'virtual', 'virtual']);
    expect(view.categories.map((c) => c.id)).toEqual(base.categories.map((c) => c.id));
    expect(view.cms_pages.map((p) => [p.id, p.identifier])).toEqual(base.cms_pages.map((p) => [p.id, p.identifier]));
    expect(view.cms_blocks.map((b) => [b.id, b.identifier])).toEqual(base.cms_blocks.map((b) => [b.id, b.identifier]));
    expect(view.taxrules).toEqual(base.taxrules);
    view.products.forEach((p, i) => expect(p).not.toBe(base.products[i]));
    view.categories.forEach((c, i) => expect(c).not.toBe(base.categories[i]));
  });

  it('prices every product in euro: shop price points incl. the view VAT, never 0 where rand was not', () => {
    for (const p of view.products) {
      const rand = baseById.get(p.id)!;
      expect(p.price > 0, p.sku).toBe(rand.price > 0);
      expect(p.price, p.sku).toBeLessThan(rand.price);
      if (['simple', 'configurable', 'downloadable'].includes(p.type_id) && p.price > 0) {
        const net = toCents(p.price);
        expect(isPointOrSecond(net + taxOnNet(net, rate(p.tax_class_id))), `${p.sku} ${p.price}`).toBe(true);
      }
      expect([p.special_from_date, p.special_to_date]).toEqual([rand.special_from_date, rand.special_to_date]);
      expect(p.special_price === null, p.sku).toBe(rand.special_price === null);
      if (p.special_price != null) expect(p.special_price, p.sku).toBeLessThan(p.price);
      expect(p.final_price).toBe(
        finalPrice(p.price, {
          special_price: p.special_price ?? null,
          special_from_date: p.special_from_date ?? null,
          special_to_date: p.special_to_date ?? null,
        }),
      );
      expect(p.sale, p.sku).toBe(rand.sale);
      const tiers = [...(p.tier_prices ?? [])].sort((a, b) => a.qty - b.qty).map((t) => t.value);
      expect(tiers.length).toBe(rand.tier_prices?.length ?? 0);
      tiers.forEach((value, i) => expect(value, p.sku).toBeLessThan(i ? tiers[i - 1] : p.price));
      for (const option of p.custom_options ?? []) {
        for (const value of option.values ?? []) {
          const randValue = rand.custom_options!.flatMap((o) => o.values ?? []).find((v) => v.option_type_id === value.option_type_id)!;
          if (value.price_type === 'percent') expect(value.price).toBe(randValue.price);
          else expect(value.price > 0).toBe(randValue.price > 0);
        }
      }
    }
  });

  it('keeps composite prices made of their parts in this view', () => {
    for (const p of view.products) {
      for (const child of p.configurable_children ?? []) {
        const doc = bySku.get(child.sku)!;
        expect([child.price, child.special_price, child.final_price]).toEqual([doc.price, doc.special_price, doc.final_price]);
      }
      if (p.type_id === 'configurable') {
        const usable = p.configurable_children!.filter((c) => c.status === 1);
        expect(p.final_price).toBe(Math.min(...usable.map((c) => c.final_price!)));
      }
      if (p.type_id === 'bundle') {
        let sum = 0;
        for (const option of p.bundle_options!) {
          for (const link of option.product_links) expect(link.price).toBe(bySku.get(link.sku)!.final_price);
          const chosen = option.product_links.find((l) => l.is_default)!;
          sum += toCents(chosen.price!) * chosen.qty;
        }
        expect(toCents(p.price)).toBe(sum);
      }
      if (p.type_id === 'grouped') {
        const parts = p.product_links!.map((l) => toCents(bySku.get(l.linked_product_sku)!.final_price!));
        expect(toCents(p.price)).toBe(parts.reduce((a, b) => a + b, 0));
      }
    }
  });

  it('sells gift cards at round euro values with euro names', () => {
    const cards = view.products.filter((p) => p.type_id === 'virtual');
    expect(cards.map((p) => p.price)).toEqual([10, 25, 50, 100]);
    const sizes = new Map(view.attributes.find((a) => a.attribute_code === 'size')!.options.map((o) => [Number(o.value), o.label]));
    for (const p of cards) {
      expect(p.name).toBe(`Health Dept Gift Card €${p.price}`);
      expect(sizes.get(p.size as number)).toBe(`${p.price}\u00a0€`);
      expect([p.url_key, p.slug, p.image]).toEqual([`health-dept-gift-card-${p.price}`, p.url_key, `/product/${p.url_key}.png`]);
      expect(p.media_gallery!.map((m) => m.image)).toEqual([p.image]);
      expect(`${p.description} ${p.short_description}`).not.toMatch(RAND_TEXT);
    }
  });

  it('has every category translated, with ASCII slugs unique in the view and paths under their parents', () => {
    const baseSlugs = base.categories.filter((c) => c.url_path).map((c) => c.slug);
    expect(Object.keys(texts.categories).sort()).toEqual([...baseSlugs].sort());
    const below = view.categories.filter((c) => c.id !== 2);
    const byId = new Map(view.categories.map((c) => [c.id, c]));
    expect(new Set(below.map((c) => c.slug)).size).toBe(below.length);
    expect(new Set(below.map((c) => c.url_path)).size).toBe(below.length);
    const baseBySlug = new Map(base.categories.map((c) => [c.slug, c.id]));
    for (const c of below) {
      const parent = byId.get(c.parent_id)!;
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.url_key).toBe(c.slug);
      expect(c.slug).toBe(viewSlug(c.name));
      expect(c.url_path).toBe(parent.url_path ? `${parent.url_path}/${c.slug}` : c.slug);
      expect(c.image).toBe(`/category/${c.slug}.png`);
      // A slug the default view also has names the same category there (the image route finds categories by url_key).
      if (baseBySlug.has(c.slug)) expect(baseBySlug.get(c.slug)).toBe(c.id);
      expect(defaultCategorySlug(c.slug)).toBe(base.categories.find((b) => b.id === c.id)!.slug);
      expect(c.children_data!.map((child) => child.name)).toEqual(below.filter((d) => d.parent_id === c.id).map((d) => d.name));
    }
    expect(below.filter((c) => c.name !== base.categories.find((b) => b.id === c.id)!.name).length).toBeGreaterThan(below.length * 0.8);
  });

  it("points the products at the view's categories: names, slugs and url_paths", () => {
    const byId = new Map(view.categories.map((c) => [c.id, c]));
    expect(new Set(view.products.map((p) => p.url_path)).size).toBe(view.products.length);
    for (const p of view.products) {
      expect(p.category_ids).toEqual(baseById.get(p.id)!.category_ids);
      for (const ref of p.category ?? []) {
        const c = byId.get(ref.category_id)!;
        expect(ref).toMatchObject({ name: c.name, slug: c.slug, path: c.url_path });
      }
      if (p.visibility !== 1) expect(p.url_path).toBe(`${p.category!.at(-1)!.path}/${p.url_key}`);
    }
  });

  it('translates attribute labels, option labels and the option titles of products', () => {
    for (const a of view.attributes) expect(a.frontend_label, a.attribute_code).toBe(texts.attributes[a.attribute_code]);
    const baseAttributes = new Map(base.attributes.map((a) => [a.attribute_code, a]));
    for (const code of ['dietary', 'flavour', 'size']) {
      for (const o of baseAttributes.get(code)!.options) {
        const wordy = /[a-z]{2,}/i.test(o.label.replace(/\d+(g|kg|ml|l)\b/g, '')) && !/^R\d+$/.test(o.label);
        if (wordy) expect(texts.options[o.label], `${code} ${o.label}`).toBeDefined();
      }
    }
    const titles = new Set<string>();
    for (const p of base.products) {
      p.custom_options?.forEach((o) => [o.title, ...(o.values ?? []).map((v) => v.title)].forEach((t) => titles.add(t)));
      p.bundle_options?.forEach((o) => titles.add(o.title));
    }
    for (const t of titles) expect(texts.productTexts[t], t).toBeDefined();
    const powder = view.products.find((p) => p.type_id === 'configurable')!;
    expect(powder.configurable_options!.map((o) => o.label)).toEqual([texts.attributes.flavour, texts.attributes.size]);
  });

  it('has every static page and block in the view language, its own store id and the view links', () => {
    for (const identifier of STATIC_PAGES) expect(view.cms_pages.map((p) => p.identifier)).toContain(identifier);
    expect(Object.keys(texts.pages).sort()).toEqual(base.cms_pages.map((p) => p.identifier).sort());
    expect(Object.keys(texts.blocks).sort()).toEqual(base.cms_blocks.map((b) => b.identifier).sort());
    const slugs = new Set(view.categories.map((c) => c.slug));
    const docs = [...view.cms_pages, ...view.cms_blocks];
    docs.forEach((doc, i) => {
      const english = [...base.cms_pages, ...base.cms_blocks][i];
      expect(doc.content).not.toBe(english.content);
      expect(doc.title).toBeTruthy();
      expect(doc.store_id).toEqual([storeView.storeId]);
      expect(`${doc.title} ${doc.content} ${doc.meta_description ?? ''}`, doc.identifier).not.toMatch(RAND_TEXT);
      expect(doc.content).not.toMatch(/\{\{|\}\}/);
      for (const [, href] of doc.content.matchAll(/href="(\/[^"]*)"/g)) {
        expect(href.startsWith(`/${code}/`), href).toBe(true);
        const path = href.slice(code.length + 1);
        const category = /^\/c\/(.+)$/.exec(path);
        if (category) expect(slugs.has(category[1]), href).toBe(true);
        else expect(STATIC_PAGES as readonly string[]).toContain(path.slice(1));
      }
    });
  });

  it('states the euro terms in the texts: courier 4.90 €, free from 50 €, the view VAT and gift cards', () => {
    const page = (id: string) => view.cms_pages.find((p) => p.identifier === id)!.content;
    const block = (id: string) => view.cms_blocks.find((b) => b.identifier === id)!.content;
    for (const text of [page('shipping-delivery'), page('terms-conditions')]) {
      expect(text).toContain('4,90\u00a0€');
      expect(text).toContain('50\u00a0€');
    }
    expect(block('free-delivery')).toContain('50\u00a0€');
    expect(page('terms-conditions')).toContain(String(rate(2)));
    expect(page('gift-card')).toMatch(/10\u00a0€.*25\u00a0€.*50\u00a0€.*100\u00a0€/);
  });

  it("draws the view's own banners, with its texts and at the size of the default view's", () => {
    const sources = [
      ...view.cms_blocks
        .map((b) => b.content)
        .join('')
        .matchAll(/src="\/banner\/([a-z0-9-]+)\.png"/g),
    ].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const name of sources) {
      // The home hero is a picture without text (public/banner); the others are drawn with their texts.
      if (fs.existsSync(new URL(`../../public/banner/${name}.png`, import.meta.url))) continue;
      expect(name.endsWith(`-${code}`), name).toBe(true);
      const svg = bannerSvg(name)!;
      const english = bannerSvg(name.slice(0, -code.length - 1))!;
      expect(svg).toContain('width="1200" height="500"');
      expect(english).toContain('width="1200" height="500"');
      expect(svg).not.toBe(english);
    }
    for (const name of Object.keys(texts.banners)) expect(bannerSvg(`${name}-${code}`)).toContain(texts.banners[name].title.split(' ')[0]);
  });
});

describe('the German texts', () => {
  it('have a German shipping page without rand amounts or a store to collect from', () => {
    const page = views.de.cms_pages.find((p) => p.identifier === 'shipping-delivery')!;
    expect(page.title).toBe('Versand und Lieferung');
    expect(page.content).not.toMatch(/R ?600|R ?650|R ?65\b|Cape Town|collect/i);
    expect(views.de.categories.find((c) => c.slug === 'suessungsmittel')).toMatchObject({
      name: 'Süßungsmittel',
      url_path: 'speisekammer/backen/suessungsmittel',
    });
  });
});

describe('pictures of a euro view', () => {
  it("keep the default view's colours for the translated category slugs", () => {
    expect(defaultCategorySlug('speisekammer')).toBe('pantry');
    expect(defaultCategorySlug('dispensa')).toBe('pantry');
    expect(defaultCategorySlug('unknown-slug')).toBe('unknown-slug');
    expect(colourFor(['speisekammer', 'mehle'], 'x')).toBe(colourFor(['pantry', 'flours'], 'x'));
  });
  it('draw no banner for an unknown or inherited name', () => {
    expect(bannerSvg('sale-fr')).toBeNull();
    expect(bannerSvg('constructor')).toBeNull();
  });
});

describe('a catalogue stored or imported in the default view (what the seed builds a view from)', () => {
  it('gives from stored copies (nested trees copies of their own) what it gives from the generated catalogue', () => {
    const stored = JSON.parse(baseJson) as Catalogue;
    stored.categories.reverse(); // parents after their children
    const fromStored = viewCatalogue(stored, 'de');
    fromStored.categories.reverse();
    expect(JSON.stringify(fromStored)).toBe(JSON.stringify(views.de));
  });

  it("keeps what the texts do not know as the default view has it, and never shows the default view's taxed amounts", () => {
    const shop = generateCatalogue({ products: 100 });
    const pantry = shop.categories.find((c) => c.slug === 'pantry')!;
    shop.categories.push({
      ...pantry,
      id: 900,
      parent_id: pantry.id,
      name: 'Tinned Goods',
      slug: 'tinned-goods',
      url_key: 'tinned-goods',
      url_path: 'pantry/tinned-goods',
      children_data: [],
    });
    // An operator's category whose slug happens to be one the German texts make for another category.
    shop.categories.push({
      ...pantry,
      id: 901,
      parent_id: 2,
      name: 'Mehle',
      slug: 'mehle',
      url_key: 'mehle',
      url_path: 'mehle',
      image: '/media/mehle.jpg',
      children_data: [],
    });
    shop.cms_pages.push({ ...shop.cms_pages[0], id: 99, identifier: 'our-farms', title: 'Our farms', content: '<a href="/c/tinned-goods">Tins</a>' });
    // The home banner links to the superfoods, which this shop does not have: the link keeps its slug.
    shop.categories = shop.categories.filter((c) => c.slug !== 'superfoods');
    Object.assign(shop.products[0], { price_incl_tax: 999, final_price_tax: 1, original_price: shop.products[0].price });
    const de = viewCatalogue(shop, 'de');
    const byId = new Map(de.categories.map((c) => [c.id, c]));
    expect(byId.get(900)).toMatchObject({ name: 'Tinned Goods', slug: 'tinned-goods', url_path: 'speisekammer/tinned-goods' });
    const mehle = [byId.get(901)!, de.categories.find((c) => c.name === 'Mehle' && c.id !== 901)!];
    expect(new Set(mehle.map((c) => c.slug)).size).toBe(2);
    expect(byId.get(901)!.image).toBe('/media/mehle.jpg');
    expect(de.cms_pages.at(-1)).toMatchObject({ identifier: 'our-farms', title: 'Our farms', content: '<a href="/c/tinned-goods">Tins</a>' });
    const hero = (c: Catalogue) => c.cms_blocks.find((b) => b.identifier === 'home-hero')!.content;
    expect(hero(views.it)).toContain('href="/it/c/superfood"');
    expect(hero(viewCatalogue(shop, 'it'))).toContain('href="/it/c/superfoods"');
    const first = de.products[0] as Product & Record<string, unknown>;
    expect(first.price_incl_tax).toBeUndefined();
    expect(first.final_price_tax).toBeUndefined();
    expect(first.original_price).toBe(first.price);
  });
});

describe('a larger catalogue', () => {
  it('keeps the rules for 2 000 products', () => {
    const big = generateCatalogue({ products: 2_000 });
    const de = viewCatalogue(big, 'de');
    const rand = new Map(big.products.map((p) => [p.id, p]));
    for (const p of de.products as Product[]) {
      expect(p.price > 0, p.sku).toBe(rand.get(p.id)!.price > 0);
      if (p.special_price != null) expect(p.special_price, p.sku).toBeLessThan(p.price);
    }
    expect(new Set(de.products.map((p) => p.url_path)).size).toBe(de.products.length);
  });
});
