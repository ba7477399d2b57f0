// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogIndicesFrom, loadConfig } from './config.ts';

describe('CATALOG_INDICES', () => {
  it.each([
    [undefined, { default: ['ido'], de: ['ido_de'], it: ['ido_it'] }],
    ['', { default: ['ido'], de: ['ido_de'], it: ['ido_it'] }],
    ['default=vue_storefront_catalog', { default: ['vue_storefront_catalog'] }],
    [' default = ido , vue_storefront_catalog ; de=vsf_de ;', { default: ['ido', 'vue_storefront_catalog'], de: ['vsf_de'] }],
  ])('%j → %j', (raw, expected) => {
    expect(catalogIndicesFrom(raw)).toEqual(expected);
  });

  it.each([
    ['fr=ido_fr', /unknown store code "fr"/],
    ['default=', /no index name for store "default"/],
    ['default=ido;de=ido', /"ido" is given twice/],
    ['default=../etc', /"..\/etc" is not an index name/],
  ])('refuses %j', (raw, message) => {
    expect(() => catalogIndicesFrom(raw)).toThrow(message);
  });
});

describe('PENDING_PAYMENT_TTL', () => {
  it('defaults to two hours, 0 switches the sweeper off, and nonsense fails loudly', () => {
    expect(loadConfig({}).pendingPaymentTtl).toBe(7200);
    expect(loadConfig({ PENDING_PAYMENT_TTL: '0' }).pendingPaymentTtl).toBe(0);
    expect(() => loadConfig({ PENDING_PAYMENT_TTL: 'two hours' })).toThrow(/PENDING_PAYMENT_TTL/);
  });
});

describe('STATEMENT_TIMEOUT', () => {
  it('defaults to 20 seconds, 0 lifts the limit, and nonsense fails loudly', () => {
    expect(loadConfig({}).statementTimeout).toBe(20);
    expect(loadConfig({ STATEMENT_TIMEOUT: '0' }).statementTimeout).toBe(0);
    expect(() => loadConfig({ STATEMENT_TIMEOUT: '2.5' })).toThrow(/STATEMENT_TIMEOUT/);
  });
});

describe('MULTISTORE', () => {
  it('is off unless switched on, and a value that is neither fails loudly', () => {
    expect(loadConfig({}).multistore).toBe(false);
    expect(loadConfig({ MULTISTORE: 'off' }).multistore).toBe(false);
    expect(loadConfig({ MULTISTORE: 'on' }).multistore).toBe(true);
    expect(loadConfig({ MULTISTORE: ' ON ' }).multistore).toBe(true);
    expect(() => loadConfig({ MULTISTORE: 'yes please' })).toThrow(/MULTISTORE/);
  });
});
