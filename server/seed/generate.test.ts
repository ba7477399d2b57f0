// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Category, Product } from '../../src/domain/types.ts';
import { STATIC_PAGES } from '../../src/domain/staticPages.ts';
import { generateCatalogue, isListed } from './generate.ts';
import { finalPrice, magentoDate, REFERENCE_DATE } from './pricing.ts';

const catalogue = generateCatalogue();
const { products, categories } = catalogue;
const bySku = new Map(products.map((p) => [p.sku, p]));
const now = magentoDate(REFERENCE_DATE);

describe('generateCatalogue', () => {
  it('is deterministic: the same seed gives identical JSON, another seed differs', () => {
    expect(JSON.stringify(generateCatalogue())).toBe(JSON.stringify(catalogue));
    expect(JSON.stringify(generateCatalogue({ seed: 7 }).products)).not.toBe(JSON.stringify(products));
  });

  it('makes the asked number of product documents (360 by default) and scales', () => {
    expect(products).toHaveLength(360);
    const big = generateCatalogue({ products: 10_000 });
    expect(big.products).toHaveLength(10_000);
    expect(new Set(big.products.map((p) => p.url_key)).size).toBe(10_000);
  });

  it('has unique skus, url_keys and url_paths, with slug = url_key and images by url_key', () => {
    for (const field of ['sku', 'url_key', 'url_path'] as const) {
      expect(new Set(products.map((p) => p[field])).size).toBe(products.length);
    }
    for (const p of products) {
      expect(p.slug).toBe(p.url_key);
      expect(p.url_key).toMatch(/^[a-z0-9][a-z0-9-]*$/);
      if (p.visibility !== 1) {
        expect(p.url_path).toBe(`${p.category![p.category!.length - 1].path}/${p.url_key}`);
        expect(p.image).toBe(`/product/${p.url_key}.png`);
        expect(p.media_gallery![0].image).toBe(p.image);
      }
    }
  });

  it('never repeats a word in a name ("Organic Organic Rooibos"), at any catalogue size', () => {
    for (const p of generateCatalogue({ products: 2_000 }).products) {
      expect(p.name, p.sku).not.toMatch(/\b(\w[\w-]*) \1\b/i);
    }
  });

  it('has at least 20 active categories on three levels under root 2 with consistent paths', () => {
    const root = categories.find((c) => c.id === 2)!;
    expect(root).toMatchObject({ level: 1, name: 'Default Category', path: '1/2' });
    const below = categories.filter((c) => c.id !== 2 && c.is_active);
    expect(below.length).toBeGreaterThanOrEqual(20);
    expect(new Set(below.map((c) => c.level))).toEqual(new Set([2, 3, 4]));
    const byId = new Map(categories.map((c) => [c.id, c]));
    for (const c of below) {
      const parent = byId.get(c.parent_id)!;
      expect(c.path).toBe(`${parent.path}/${c.id}`);
      expect(c.level).toBe(parent.level + 1);
      expect(c.url_path).toBe(parent.id === 2 ? c.url_key : `${parent.url_path}/${c.url_key}`);
      expect(c.children_count).toBe(c.children_data!.length);
    }
    expect(new Set(below.map((c) => c.slug)).size).toBe(below.length);
    expect(byId.get(below.find((c) => c.slug === 'flours')!.parent_id)!.slug).toBe('baking');
  });

  it('counts listed products per category, its subcategories included', () => {
    const count = (c: Category) => products.filter((p) => isListed(p) && p.category_ids.includes(c.id)).length;
    for (const c of categories.filter((x) => x.id !== 2)) expect(c.product_count).toBe(count(c));
    const leaves = categories.filter((c) => c.level > 1 && !c.children_data!.length);
    expect(leaves.every((c) => c.product_count > 0)).toBe(true);
  });

  it('has a menu category with more than a page (50) of products, so paging can be reached', () => {
    const menu = categories.filter((c) => c.level === 2 && c.include_in_menu);
    expect(Math.max(...menu.map((c) => c.product_count ?? 0))).toBeGreaterThan(50);
    expect(products).toHaveLength(360);
  });

  it('lists the category and its ancestors (not the root) on each product', () => {
    const byId = new Map(categories.map((c) => [c.id, c]));
    const p = products.find((x) => x.category?.at(-1)?.slug === 'flours')!;
    expect(p.category!.map((c) => c.slug)).toEqual(['pantry', 'baking', 'flours']);
    expect(p.category_ids).toEqual(p.category!.map((c) => c.category_id));
    expect(p.category_ids).not.toContain(2);
    expect(byId.get(p.category_ids[2])!.parent_id).toBe(p.category_ids[1]);
  });

  it('has every product type', () => {
    const types = new Set(products.map((p) => p.type_id));
    expect([...types].sort()).toEqual(['bundle', 'configurable', 'downloadable', 'grouped', 'simple', 'virtual']);
    for (const t of ['configurable', 'bundle', 'grouped', 'virtual', 'downloadable']) {
      expect(products.filter((p) => p.type_id === t).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('makes configurables in flavours × sizes whose children exist as documents of their own', () => {
    const confs = products.filter((p) => p.type_id === 'configurable');
    for (const c of confs) {
      const [flavour, size] = c.configurable_options!;
      expect([flavour.attribute_code, size.attribute_code]).toEqual(['flavour', 'size']);
      expect(c.configurable_children!.length).toBe(flavour.values.length * size.values.length);
      expect(c.flavour_options).toEqual(flavour.values.map((v) => v.value_index));
      for (const child of c.configurable_children!) {
        const doc = bySku.get(child.sku)!;
        expect(doc).toMatchObject({ id: child.id, visibility: 1, price: child.price, status: child.status });
        expect(child.custom_attributes).toEqual([
          { attribute_code: 'flavour', value: String(child.flavour) },
          { attribute_code: 'size', value: String(child.size) },
        ]);
      }
    }
    const children = confs.flatMap((c) => c.configurable_children!);
    expect(children.some((c) => c.status === 2)).toBe(true);
    expect(children.some((c) => !c.stock.is_in_stock)).toBe(true);
  });

  it('makes bundles and grouped products from existing enabled simple products, priced as spec 000 §4 says', () => {
    for (const b of products.filter((p) => p.type_id === 'bundle')) {
      let sum = 0;
      for (const o of b.bundle_options!) {
        expect(o.product_links.filter((l) => l.is_default)).toHaveLength(1);
        for (const l of o.product_links) expect(bySku.get(l.sku)).toMatchObject({ type_id: 'simple', status: 1 });
        const d = o.product_links.find((l) => l.is_default)!;
        sum += d.price! * d.qty;
      }
      expect(b.price).toBeCloseTo(sum, 2);
    }
    for (const g of products.filter((p) => p.type_id === 'grouped')) {
      expect(g.product_links!.length).toBeGreaterThan(1);
      const members = g.product_links!.map((l) => bySku.get(l.linked_product_sku)!);
      expect(g.product_links!.every((l) => l.link_type === 'associated' && l.sku === g.sku)).toBe(true);
      expect(g.price).toBeCloseTo(
        members.reduce((s, m) => s + m.final_price!, 0),
        2,
      );
    }
  });

  it('has special prices with and without windows: active, expired and future', () => {
    const special = products.filter((p) => p.special_price != null);
    const active = special.filter((p) => p.final_price === p.special_price);
    expect(active.some((p) => !p.special_from_date && !p.special_to_date)).toBe(true);
    expect(active.some((p) => p.special_from_date && p.special_to_date)).toBe(true);
    expect(special.some((p) => p.special_to_date && p.special_to_date < now)).toBe(true);
    expect(special.some((p) => p.special_from_date && p.special_from_date > now)).toBe(true);
    for (const p of products) {
      expect(p.final_price).toBe(
        finalPrice(p.price, {
          special_price: p.special_price ?? null,
          special_from_date: p.special_from_date ?? null,
          special_to_date: p.special_to_date ?? null,
        }),
      );
    }
  });

  it('has realistic ex-tax prices, tax classes, out-of-stock and disabled products and all visibilities', () => {
    const simple = products.filter((p) => p.type_id === 'simple');
    expect(simple.every((p) => p.price >= 20 && p.price <= 1200)).toBe(true);
    // Standard goods, basic food and food (seed/taxrules.ts): every class occurs among the simple products.
    expect(new Set(simple.map((p) => p.tax_class_id))).toEqual(new Set([2, 5, 6]));
    expect(products.some((p) => !p.stock.is_in_stock && p.stock.qty === 0 && p.visibility === 4)).toBe(true);
    expect(products.some((p) => p.status === 2 && p.visibility !== 1)).toBe(true);
    expect(new Set(products.map((p) => p.visibility))).toEqual(new Set([1, 2, 3, 4]));
    expect(products.filter((p) => p.visibility === 4).length).toBeGreaterThan(products.length / 2);
  });

  it('gives the home page at least 8 listed products for new, sale and bestseller', () => {
    const block = (field: string) => products.filter((p: Product) => p[field] === 1 && [2, 3, 4].includes(p.visibility) && p.status === 1);
    for (const field of ['new', 'sale', 'bestseller']) expect(block(field).length).toBeGreaterThanOrEqual(8);
    expect(block('sale').every((p) => p.final_price! < p.price)).toBe(true);
  });

  it('uses attribute option ids on products (brand select, dietary multiselect)', () => {
    const attrs = new Map(catalogue.attributes.map((a) => [a.attribute_code, new Set(a.options.map((o) => Number(o.value)))]));
    for (const p of products.filter((x) => x.type_id === 'simple')) {
      expect(attrs.get('brand')!.has(p.brand!)).toBe(true);
      for (const d of p.dietary as number[]) expect(attrs.get('dietary')!.has(d)).toBe(true);
    }
    expect(catalogue.attributes.find((a) => a.attribute_code === 'dietary')!.options.map((o) => o.label)).toEqual([
      'Vegan',
      'Gluten-free',
      'Keto',
      'Organic',
      'Sugar-free',
    ]);
  });

  it('has tax rules for ZA 15%, DE 19% and IT 22% on standard goods, and the static CMS pages', () => {
    // The food classes' rules follow (seed/taxrules.test.ts).
    const rates = catalogue.taxrules[0].rates.map((x) => [x.tax_country_id, x.rate]);
    expect(rates).toEqual([
      ['ZA', 15],
      ['DE', 19],
      ['IT', 22],
    ]);
    expect(catalogue.taxrules[0]).toMatchObject({ product_tax_class_ids: [2], customer_tax_class_ids: [3] });
    const pages = new Map(catalogue.cms_pages.map((p) => [p.identifier, p]));
    // Every static page the PWA routes (spec 001 §2) has seeded content.
    for (const id of STATIC_PAGES) {
      expect(pages.get(id)?.content.length).toBeGreaterThan(100);
    }
    expect(pages.get('legal')!.title).toBe('Legal Notice');
    expect(pages.get('order-tracking')!.title).toBe('Track my Order');
    expect(pages.get('warranty-returns')!.title).toBe('Returns policy');
    expect(catalogue.cms_blocks.find((b) => b.identifier === 'newsletter-promo')!.content).toContain('10%');
    // The product page's size guide explains the pack sizes the catalogue uses.
    expect(catalogue.cms_blocks.find((b) => b.identifier === 'size-guide')!.content).toMatch(/<table>.*capsules.*multipack/s);
  });
});
