// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DISMISS_MS, installOffer, installsByHand, isCheckoutPath, offerMayShow, type InstallFacts } from './installOffer';

const now = Date.UTC(2026, 10, 24);
const base: InstallFacts = {
  opens: 2,
  orderPlaced: false,
  inCheckout: false,
  dismissedAt: null,
  now,
  installed: false,
  canPrompt: true,
  installsByHand: false,
};

describe('offerMayShow (whether the offer code is needed on this opening)', () => {
  it.each<[string, Pick<InstallFacts, 'opens' | 'orderPlaced'>, boolean]>([
    ['never counted', { opens: 0, orderPlaced: false }, false],
    ['the first opening', { opens: 1, orderPlaced: false }, false],
    ['the first opening, an order placed', { opens: 1, orderPlaced: true }, true],
    ['the second opening', { opens: 2, orderPlaced: false }, true],
    ['a later opening', { opens: 7, orderPlaced: false }, true],
  ])('%s', (_, facts, expected) => {
    expect(offerMayShow(facts)).toBe(expected);
  });
});

describe('installOffer', () => {
  it.each<[string, Partial<InstallFacts>, ReturnType<typeof installOffer>]>([
    ['the second opening of the shop, with the browser prompt', {}, 'prompt'],
    ['a later opening', { opens: 9 }, 'prompt'],
    ['the first view', { opens: 1 }, 'none'],
    ['the first view, after placing an order', { opens: 1, orderPlaced: true }, 'prompt'],
    ['never counted yet (first view)', { opens: 0 }, 'none'],
    ['in checkout', { inCheckout: true }, 'none'],
    ['in checkout after an order', { inCheckout: true, orderPlaced: true }, 'none'],
    ['dismissed a minute ago', { dismissedAt: now - 60_000 }, 'none'],
    ['dismissed just under the period ago', { dismissedAt: now - DISMISS_MS + 1 }, 'none'],
    ['dismissed the full period ago', { dismissedAt: now - DISMISS_MS }, 'prompt'],
    ['installed', { installed: true }, 'none'],
    ['no browser prompt (yet), not iOS', { canPrompt: false }, 'none'],
    ['iOS: the hint instead', { canPrompt: false, installsByHand: true }, 'hint'],
    ['iOS, first view', { canPrompt: false, installsByHand: true, opens: 1 }, 'none'],
    ['iOS, in checkout', { canPrompt: false, installsByHand: true, inCheckout: true }, 'none'],
    ['iOS, dismissed', { canPrompt: false, installsByHand: true, dismissedAt: now - 1000 }, 'none'],
    ['iOS, running from the home screen', { canPrompt: false, installsByHand: true, installed: true }, 'none'],
  ])('%s', (_, facts, expected) => {
    expect(installOffer({ ...base, ...facts })).toBe(expected);
  });
});

describe('isCheckoutPath', () => {
  it.each([
    ['/checkout', true],
    ['/checkout/', true],
    ['/order/status', true],
    ['/', false],
    ['/cart', false],
    ['/checkouts', false],
    ['/c/checkout-snacks', false],
  ])('%s → %s', (path, expected) => expect(isCheckoutPath(path)).toBe(expected));
});

describe('installsByHand', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', 5, true],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 0, false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 5, false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', 0, false],
  ])('%s (%i touch points) → %s', (ua, touch, expected) => expect(installsByHand(ua, touch)).toBe(expected));
});
