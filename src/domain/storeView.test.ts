import { describe, expect, it } from 'vitest';
import { pathInView, pathWithinView, viewOfPath } from './storeView';

const def = { storeCode: 'default', prefix: '' };
const de = { storeCode: 'de', prefix: '/de' };
const it_ = { storeCode: 'it', prefix: '/it' };
const views = [def, de, it_];

describe('store view of a path', () => {
  it.each([
    ['/', true, 'default'],
    ['/de', true, 'de'],
    ['/de/', true, 'de'],
    ['/de/c/bio', true, 'de'],
    ['/it/p/SKU/slug', true, 'it'],
    ['/design', true, 'default'],
    ['/detox/de', true, 'default'],
    ['/c/de', true, 'default'],
    ['/de/c/bio', false, 'default'],
    ['/it', false, 'default'],
  ])('%s with multistore %s is the %s view', (path, multistore, code) => {
    expect(viewOfPath(path, views, def, multistore).storeCode).toBe(code);
  });
});

describe('paths inside a view', () => {
  // pathInView puts a shop path into a view; pathWithinView takes a view's path back out of it.
  const rewrite = { in: pathInView, within: pathWithinView };
  it.each([
    ['in', '/cart', '/de', '/de/cart'],
    ['in', '/', '/de', '/de'],
    ['in', 'cart', '/it', '/it/cart'],
    ['in', '/cart', '', '/cart'],
    ['in', '/', '', '/'],
    ['within', '/de/cart', '/de', '/cart'],
    ['within', '/de', '/de', '/'],
    ['within', '/de/', '/de', '/'],
    ['within', '/design', '/de', '/design'],
    ['within', '/cart', '', '/cart'],
  ] as const)('%s: %s with view %s is %s', (kind, path, prefix, expected) => {
    expect(rewrite[kind](path, prefix)).toBe(expected);
  });
});
