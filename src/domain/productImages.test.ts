import { describe, expect, it } from 'vitest';
import { galleryImages, imagePath } from './productImages';

describe('imagePath', () => {
  it.each([
    ['/a/b.png', 310, 300, 'resize', '/img/310/300/resize/a/b.png'],
    ['a/b.png', 600, 744, 'resize', '/img/600/744/resize/a/b.png'],
    ['//a.png', 150, 150, 'crop', '/img/150/150/crop/a.png'],
    ['', 310, 300, 'resize', ''],
    [undefined, 310, 300, 'resize', ''],
  ] as const)('%s at %i×%i (%s) → %s', (path, w, h, mode, expected) => {
    expect(imagePath(path, w, h, mode)).toBe(expected);
  });
});

describe('galleryImages', () => {
  const m = (image: string, pos: number, typ = 'image') => ({ image, pos, typ });
  it.each([
    ['own image first, then the gallery by position', { image: '/a.png', media_gallery: [m('/c.png', 2), m('/b.png', 1)] }, ['/a.png', '/b.png', '/c.png']],
    ['no duplicates', { image: '/a.png', media_gallery: [m('/a.png', 1), m('/b.png', 2)] }, ['/a.png', '/b.png']],
    ['no_selection and videos left out', { image: 'no_selection', media_gallery: [m('/v.png', 1, 'video'), m('/b.png', 2)] }, ['/b.png']],
    ['nothing at all', {}, []],
    ['a gallery that is not a list', { image: '/a.png', media_gallery: 'x' as never }, ['/a.png']],
  ])('%s', (_, product, expected) => {
    expect(galleryImages(product as never)).toEqual(expected);
  });
});
