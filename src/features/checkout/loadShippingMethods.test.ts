import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../lib/config';
import { wentOffline } from '../ui/uiSlice';
import { testStore } from '../../../test/support/testStore';
import { loadShippingMethods } from './loadShippingMethods';

afterEach(() => {
  config.multistore = false;
  history.replaceState(null, '', '/');
});

describe('loadShippingMethods offline, before the server ever answered', () => {
  it.each([
    ['/checkout', false, 65],
    ['/de/checkout', true, 4.9],
    ['/it/checkout', true, 4.9],
  ])('%s (multistore %s) offers the courier at the view’s rate %s', async (path, multistore, price) => {
    config.multistore = multistore;
    history.replaceState(null, '', path);
    const { store } = testStore();
    store.dispatch(wentOffline());
    const methods = await store.dispatch(loadShippingMethods());
    expect(methods).toEqual([expect.objectContaining({ carrier_code: 'courier', price_incl_tax: price, offline: true })]);
  });
});
