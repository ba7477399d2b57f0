import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { simpleProduct } from '../../../test/support/catalogFixtures';
import { BreadcrumbJsonLd } from './BreadcrumbJsonLd';
import { canonicalUrl, setCanonical } from './canonical';
import { ProductJsonLd } from './ProductJsonLd';

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
    expect(data.image[0]).toMatch(/\/img\/600\/744\/resize\/product\/organic-almond-flour-1kg\.png$/);
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

  it('keeps one canonical link and drops the hash', () => {
    setCanonical(canonicalUrl('/c/pantry#top', 'https://shop.example'));
    setCanonical(canonicalUrl('/c/baking', 'https://shop.example'));
    const links = document.head.querySelectorAll('link[rel="canonical"]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://shop.example/c/baking');
  });
});
