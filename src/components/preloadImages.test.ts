import { afterEach, describe, expect, it } from 'vitest';
import { preloadImages } from './preloadImages';

afterEach(() => document.head.querySelectorAll('link').forEach((l) => l.remove()));

describe('preloadImages', () => {
  it('adds one high-priority image preload per address, skipping empty and repeated ones', () => {
    preloadImages(['/img/310/300/resize/a.png', '', '/img/310/300/resize/b.png']);
    preloadImages(['/img/310/300/resize/a.png']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('as'), l.getAttribute('fetchpriority')])).toEqual([
      ['/img/310/300/resize/a.png', 'image', 'high'],
      ['/img/310/300/resize/b.png', 'image', 'high'],
    ]);
  });
});
