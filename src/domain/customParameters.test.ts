// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cleanCustomParameters, customParametersErrors } from './validation';

describe('checkout custom parameters (spec 000 §3)', () => {
  it.each([
    ['nothing, delivered', {}, false, {}],
    ['no store when collecting in store', { storeSelect: '  ' }, true, { storeSelect: 'validation.storeRequired' }],
    ['a store when collecting in store', { storeSelect: 'cape-town' }, true, {}],
    ['a store is not needed for delivery', {}, false, {}],
    ['a purchase-order number', { PONumber: 'PO-2026/114' }, false, {}],
    ['40 characters', { PONumber: 'A'.repeat(40) }, false, {}],
    ['41 characters', { PONumber: 'A'.repeat(41) }, false, { PONumber: 'validation.poNumber' }],
    ['markup in the number', { PONumber: '<b>1</b>' }, false, { PONumber: 'validation.poNumber' }],
    ['a number that is not text', { PONumber: 12 }, false, { PONumber: 'validation.poNumber' }],
    ['a comment of 500', { comment: 'x'.repeat(500) }, false, {}],
    ['a comment of 501', { comment: 'x'.repeat(501) }, false, { comment: 'validation.commentMax' }],
    ['a comment that is not text', { comment: ['a'] }, false, { comment: 'validation.commentMax' }],
  ])('%s', (_, params, collectInStore, errors) => {
    expect(customParametersErrors(params, { collectInStore })).toEqual(errors);
  });

  it('trims, drops empty fields, and keeps a store only when collecting in store', () => {
    const given = { storeSelect: 'durban', PONumber: ' PO1 ', comment: '  ' };
    expect(cleanCustomParameters(given, { collectInStore: true })).toEqual({ storeSelect: 'durban', PONumber: 'PO1' });
    expect(cleanCustomParameters(given, { collectInStore: false })).toEqual({ PONumber: 'PO1' });
  });
});
