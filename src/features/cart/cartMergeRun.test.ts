// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { isCartGone, isLineMissing, isNoAnswer } from './cartMergeRun';

describe('what a refused cart call means', () => {
  it.each([
    ['a line already deleted (a removal sent by a page that then went away)', 404, "The 3f2a Cart doesn't contain the 17 item.", false, true],
    ['the same, in the de view', 404, 'Der Warenkorb 3f2a enthält den Artikel 17 nicht.', false, true],
    ['the same, in the it view', 404, "Il carrello 3f2a non contiene l'articolo 17.", false, true],
    ['a cart the server does not know', 404, 'No such entity with cartId = 3f2a', true, false],
    ['the same, in the de view', 404, 'Es gibt keinen Warenkorb mit cartId = 3f2a', true, false],
    ['an expired token', 401, 'Unauthorized', true, false],
    ['a cart not found', 400, 'Cart not found', true, false],
    ['a quantity refused', 400, 'The requested qty is not available', false, false, false],
    ['an answer cut off (the page went away mid-request)', 0, 'Unhandled error, wrong response format!', false, false, true],
  ])('%s', (_why, code, message, gone, missing, noAnswer = false) => {
    const e = new ApiError(message, code);
    expect(isCartGone(e)).toBe(gone);
    expect(isLineMissing(e)).toBe(missing);
    expect(isNoAnswer(e)).toBe(noAnswer);
  });
});
