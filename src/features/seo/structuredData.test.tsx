import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { BreadcrumbJsonLd } from './BreadcrumbJsonLd';
import { canonicalUrl, setCanonical } from './canonical';
import { ProductJsonLd } from './ProductJsonLd';
import { applyMetaTags, socialTags } from './socialMeta';
import { datePart, reviewJsonLd } from './structuredData';

afterEach(cleanup);

const jsonLd = (container: HTMLElement) => [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));

describe('structured data', () => {
  it('Product JSON-LD: offer in ZAR with the price incl. tax and availability', () => {
    const product = simpleProduct({ price_incl_tax: 115, final_price_incl_tax: 115, original_price_incl_tax: 115 });
    const { container } = render(<ProductJsonLd product={product} path="/p/ALMOND-FLOUR-1KG/organic-almond-flour-1kg" brand="Acme" />);
    const [data] = jsonLd(container);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Organic Almond Flour 1kg',
      sku: 'ALMOND-FLOUR-1KG',
      description: 'Finely ground almonds.',
      brand: { '@type': 'Brand', name: 'Acme' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'ZAR',
        price: '115.00',
        availability: 'https://schema.org/InStock',
        url: `${location.origin}/p/ALMOND-FLOUR-1KG/organic-almond-flour-1kg`,
      },
    });
    expect(data.image[0]).toMatch(/\/img\/600\/744\/crop\/product\/organic-almond-flour-1kg\.png$/);
  });

  it('uses the special price, says OutOfStock when sold out, and never lets catalogue text close the script', () => {
    const product = simpleProduct({
      name: 'Evil </script><script>alert(1)</script>',
      special_price_incl_tax: 92,
      stock: { qty: 0, is_in_stock: false },
    });
    const { container } = render(<ProductJsonLd product={product} path="/p/x/y" />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script>');
    const [data] = jsonLd(container);
    expect(data.name).toBe('Evil </script><script>alert(1)</script>');
    expect(data.offers).toMatchObject({ price: '92.00', availability: 'https://schema.org/OutOfStock' });
  });

  it('BreadcrumbList JSON-LD lists the chain in order with absolute URLs', () => {
    const { container } = render(
      <BreadcrumbJsonLd
        crumbs={[
          { name: 'Home', url: '/' },
          { name: 'Pantry', url: '/c/pantry' },
          { name: 'Baking', url: '/c/baking' },
        ]}
      />,
    );
    expect(jsonLd(container)[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${location.origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Pantry', item: `${location.origin}/c/pantry` },
        { '@type': 'ListItem', position: 3, name: 'Baking', item: `${location.origin}/c/baking` },
      ],
    });
  });

  it.each([
    ['2025-12-31 00:00:00', '2025-12-31'],
    ['2025-12-31T10:00:00Z', '2025-12-31'],
    ['', null],
    [null, null],
    ['tomorrow', null],
  ])('datePart(%j) is %j', (input, expected) => {
    expect(datePart(input)).toBe(expected);
  });

  it('rates from the rated reviews only, lists every review, and says nothing without reviews', () => {
    expect(reviewJsonLd([])).toEqual({});
    const data = reviewJsonLd([
      { author: 'A', body: 'Fine', stars: 4 },
      { author: 'B', body: 'Great', stars: 5 },
      { author: 'C', body: 'No stars given', stars: null },
    ]);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(data.review).toHaveLength(3);
    expect((data.review as object[])[2]).not.toHaveProperty('reviewRating');
    expect(reviewJsonLd([{ author: 'C', body: 'x', stars: null }])).not.toHaveProperty('aggregateRating');
  });

  it('writes share tags once per key (Open Graph as property, Twitter as name) and takes them out again', () => {
    const tags = socialTags({ title: 'Oats', url: 'https://shop.example/p/oats', siteName: 'Health Dept' });
    expect(tags).not.toContainEqual(expect.objectContaining({ key: 'og:image' }));
    const first = applyMetaTags(tags);
    const second = applyMetaTags([{ key: 'og:title', content: 'Oats 1kg' }]);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Oats 1kg');
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    second();
    first();
    expect(document.head.querySelector('meta[property^="og:"], meta[name^="twitter:"]')).toBeNull();
  });

  it('keeps one canonical link and drops the hash', () => {
    setCanonical(canonicalUrl('/c/pantry#top', 'https://shop.example'));
    setCanonical(canonicalUrl('/c/baking', 'https://shop.example'));
    const links = document.head.querySelectorAll('link[rel="canonical"]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://shop.example/c/baking');
  });
});
