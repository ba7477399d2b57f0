// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseImagePath } from './images.ts';
import { escapeXml, productSvg } from './imagesArt.ts';

describe('parseImagePath', () => {
  it('accepts product, category and banner slugs', () => {
    expect(parseImagePath('product/karoo-harvest-almond-flour-1kg.png')).toEqual({ kind: 'product', name: 'karoo-harvest-almond-flour-1kg' });
    expect(parseImagePath('/category/flours.jpg')).toEqual({ kind: 'category', name: 'flours' });
    expect(parseImagePath('banner/home-hero.webp')).toEqual({ kind: 'banner', name: 'home-hero' });
  });

  it.each([
    '../etc/passwd',
    'product/../../etc/passwd.png',
    'product/a/b.png',
    'product/.png',
    'product/-x.png',
    'product/x.png/..',
    'product/x%2F..png',
    'product/X.png',
    'product/x.svg',
    'media/x.png',
    'product/x.png\0',
  ])('refuses %s', (p) => {
    expect(parseImagePath(p)).toBeNull();
  });
});

describe('productSvg', () => {
  it('writes the brand and the name without the size, escaped for XML', () => {
    const svg = productSvg({
      name: 'Veld & Vine Barista Oat Milk 1l',
      brand: 'Veld & Vine',
      size: '1l',
      categories: ['vegan', 'plant-milks'],
      type: 'simple',
      variant: 1,
    });
    const texts = [...svg.matchAll(/>([^<]+)<\/text>/g)].map((m) => m[1]).join(' ');
    expect(texts).toBe('VELD &amp; VINE Barista Oat Milk 1l');
    expect(svg).not.toContain('Veld & Vine');
    expect(escapeXml(`<a href="x">'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&lt;/a&gt;');
  });
});
