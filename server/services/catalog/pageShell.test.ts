// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bannerOfBlockAnswer, pictureShell, preloadTags } from './pageShell.ts';

const HOSTILE = '/x/"><script>alert(1)</script>.png';
const blockAnswer = (content: unknown, shape: 'list' | 'elastic' = 'list') =>
  JSON.stringify(shape === 'list' ? { hits: [{ identifier: 'home-hero', content }], total: 1 } : { hits: { hits: [{ _source: { content } }], total: 1 } });

describe('pictureShell', () => {
  it('puts one gallery picture with its size and alt text in the shell', () => {
    expect(pictureShell([{ src: '/img/600/744/crop/p/a.png', alt: 'Oat flour', kind: 'gallery' }])).toBe(
      '<div class="boot-main"><div class="boot-pic boot-pic--gallery">' +
        '<img src="/img/600/744/crop/p/a.png" alt="Oat flour" width="600" height="744" fetchpriority="high"></div></div>',
    );
  });

  it('puts every tile picture in one grid, decorative like the app', () => {
    const html = pictureShell(['a', 'b', 'c'].map((n) => ({ src: `/img/310/300/resize/${n}.png`, alt: '', kind: 'tile' as const })));
    expect(html.match(/<img /g)).toHaveLength(3);
    expect(html).toContain('boot-pic--tile');
    expect(html).toContain('alt="" width="310" height="300"');
  });

  it("puts the search results' tiles in a grid below a hidden copy of the page's heading, escaped", () => {
    const html = pictureShell(
      ['a', 'b'].map((n) => ({ src: `/img/310/300/resize/${n}.png`, alt: '', kind: 'result' as const })),
      'Search results for “</p><script>alert(1)</script> & "x"”',
    );
    expect(html).toBe(
      '<div class="boot-main"><div class="boot-pic boot-pic--result">' +
        '<p class="boot-pic__heading">Search results for “&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;”</p><div class="boot-pic__grid">' +
        '<img src="/img/310/300/resize/a.png" alt="" width="310" height="300" fetchpriority="high">' +
        '<img src="/img/310/300/resize/b.png" alt="" width="310" height="300" fetchpriority="high"></div></div></div>',
    );
  });

  it('escapes every value: neither a name nor an address can write markup', () => {
    const html = pictureShell([{ src: HOSTILE, alt: 'A "quoted" <b>name</b> & co', kind: 'gallery' }]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('src="/x/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.png"');
    expect(html).toContain('alt="A &quot;quoted&quot; &lt;b&gt;name&lt;/b&gt; &amp; co"');
    expect(preloadTags([HOSTILE])).toBe('<link rel="preload" as="image" href="/x/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.png" fetchpriority="high">');
  });

  it.each([[[]], [[{ src: '', alt: '', kind: 'tile' as const }]], [[{ src: '//evil.example/x.png', alt: '', kind: 'gallery' as const }]]])(
    'is empty without a picture of the shop’s own: %j',
    (pictures) => expect(pictureShell(pictures)).toBe(''),
  );
});

describe('bannerOfBlockAnswer', () => {
  it.each(['list', 'elastic'] as const)('takes the first picture of the block (%s answer)', (shape) => {
    const content = '<div class="hero"><img src="/banner/home-hero.png" width="1200" height="500" alt="Fresh &amp; natural"><img src="/b.png" alt=""></div>';
    expect(bannerOfBlockAnswer(blockAnswer(content, shape))).toEqual({ src: '/banner/home-hero.png', alt: 'Fresh & natural', kind: 'banner' });
  });

  it('reads single-quoted attributes, and a missing alt as decorative', () => {
    expect(bannerOfBlockAnswer(blockAnswer("<IMG class='x' SRC='/b/one.png'>"))).toEqual({ src: '/b/one.png', alt: '', kind: 'banner' });
  });

  it.each([
    ['no block', JSON.stringify({ hits: [], total: 0 })],
    ['no picture', blockAnswer('<p>Welcome</p>')],
    ['a picture without an address', blockAnswer('<img alt="x">')],
    ['another host', blockAnswer('<img src="https://evil.example/x.png">')],
    ['a protocol-relative address', blockAnswer('<img src="//evil.example/x.png">')],
    ['a script address', blockAnswer('<img src="javascript:alert(1)">')],
    ['content that is not text', blockAnswer({ html: '<img src="/a.png">' })],
    ['a body that is not JSON', '<html>'],
    ['null', 'null'],
  ])('finds none with %s', (_, body) => expect(bannerOfBlockAnswer(body)).toBeNull());

  it('keeps a hostile alt text inert once in the shell', () => {
    const banner = bannerOfBlockAnswer(blockAnswer('<img src="/b.png" alt="&quot;><script>alert(1)</script>">'));
    expect(pictureShell([banner!])).not.toContain('<script>');
  });
});
