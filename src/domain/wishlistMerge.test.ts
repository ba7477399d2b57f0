// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeAtLogin, withPendingChanges, type WishlistChange } from './wishlistMerge';

describe('mergeAtLogin', () => {
  it.each([
    ['both empty', [], [], [], []],
    ['only the device has some', ['A', 'B'], [], ['A', 'B'], ['A', 'B']],
    ['only the account has some', [], ['A', 'B'], ['A', 'B'], []],
    ['overlap: the account order first, device-only after', ['C', 'A'], ['A', 'B'], ['A', 'B', 'C'], ['C']],
    ['the same list', ['A', 'B'], ['B', 'A'], ['B', 'A'], []],
    ['duplicates on the device count once', ['C', 'C'], ['A'], ['A', 'C'], ['C']],
  ])('%s', (_why, device, account, skus, upload) => {
    expect(mergeAtLogin(device, account)).toEqual({ skus, upload });
  });
});

describe('withPendingChanges', () => {
  const add = (...skus: string[]): WishlistChange => ({ op: 'add', skus });
  const remove = (...skus: string[]): WishlistChange => ({ op: 'remove', skus });
  it.each([
    ['nothing pending: the account list as it is', ['A', 'B'], [], ['A', 'B']],
    ['removed elsewhere and nothing here: gone here too', ['A'], [], ['A']],
    ['an add not yet sent is kept', ['A'], [add('B')], ['A', 'B']],
    ['a removal not yet sent is kept', ['A', 'B'], [remove('A')], ['B']],
    ['add then remove of the same product: out', ['A'], [add('B'), remove('B')], ['A']],
    ['remove then add again: in, at the end', ['A', 'B'], [remove('A'), add('A')], ['B', 'A']],
    ['an add of what the account has changes nothing', ['A', 'B'], [add('A')], ['A', 'B']],
  ])('%s', (_why, account, pending, expected) => {
    expect(withPendingChanges(account, pending)).toEqual(expected);
  });
});
