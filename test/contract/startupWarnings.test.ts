// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from './testApp.ts';

/**
 * A start prints nothing but the URL: no Fastify deprecation (FSTDEP022: router options belong in
 * `routerOptions`) and no AJV strict-mode complaint about the union types of the cart schemas.
 */
describe('server start', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    vi.restoreAllMocks();
  });

  it('emits no deprecation or schema warnings', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => void warnings.push(args.join(' ')));
    const error = vi.spyOn(console, 'error').mockImplementation((...args) => void warnings.push(args.join(' ')));
    try {
      t = await makeTestApp('pglite', { fixtures: false });
      // Route schemas are compiled lazily on the first request in some Fastify versions.
      await t.app.inject({ method: 'POST', url: '/api/cart/update?cartId=x', payload: { cartItem: { sku: 'A', qty: '1', item_id: null } } });
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(warnings).toEqual([]);
  });
});
