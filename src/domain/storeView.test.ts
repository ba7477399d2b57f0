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
  it.each([
    ['/cart', '/de', '/de/cart'],
    ['/', '/de', '/de'],
    ['cart', '/it', '/it/cart'],
    ['/cart', '', '/cart'],
    ['/', '', '/'],
  ])('%s in view %s is %s', (path, prefix, expected) => {
    expect(pathInView(path, prefix)).toBe(expected);
  });

  it.each([
    ['/de/cart', '/de', '/cart'],
    ['/de', '/de', '/'],
    ['/de/', '/de', '/'],
    ['/design', '/de', '/design'],
    ['/cart', '', '/cart'],
  ])('%s within view %s is %s', (path, prefix, expected) => {
    expect(pathWithinView(path, prefix)).toBe(expected);
  });
});
