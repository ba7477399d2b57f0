// @vitest-environment node
/**
 * Every message the server may answer in an error envelope has a German and an Italian wording in
 * the catalogue (server/services/messages, docs/api-messages.md): a new English text thrown
 * without one fails here, with the file that throws it.
 */
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../src/domain/messageTemplates.ts';
import { VALIDATION_TEXT } from '../../src/domain/validation.ts';
import { API_MESSAGES, translateMessage } from '../../server/services/messages/apiMessages.ts';
import { thrownMessages } from './thrownMessages.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const LANGUAGES = ['de', 'it'];

/** What a value inside a template stands for when it is itself a message (the sample the catalogue must translate). */
const SAMPLES: Record<string, string> = {
  'messageText(…)': VALIDATION_TEXT.required,
  'String(…)': 'This product is out of stock.',
  qty: VALIDATION_TEXT.qtyAboveZero,
};

/** Expressions whose texts the scan cannot read where they are thrown, and the texts they stand for. */
const DYNAMIC: Record<string, string[]> = {
  // The factories themselves (apiError.ts, resetError, changeError): their callers are scanned.
  result: [],
  errorMessage: [],
  // A validator's list (validateOrder, validateReview: scanned in their files) or an ApiError's text re-sent.
  reasons: [],
  'String(…)': [],
  missing: ['shippingAddress is required', 'shipping_carrier_code is required'],
  // paymentMethods.ts's refusal of a rand-only provider in a euro view.
  refusal: ['The payment method zapper is not available for payments in EUR'],
  // The shared field rules: all of VALIDATION_TEXT is checked below.
  'VALIDATION_TEXT.email': [],
  'VALIDATION_TEXT.passwordMin': [],
  'messageText(…)': [],
};

/** Texts a client reads as codes (PayPal's execute errors), not as words: never translated. */
const CODES = [/^PAYMENT_[A-Zx0-9_]+$/];

/** Answers to requests that never name a store view (an <img> source, a file or page of the shell): English only. */
const NO_STORE_VIEW = ['server/plugins/static.ts', 'server/routes/img/index.ts'];

const keyOf = (expression: string) => expression.replace(/\(.*\)$/s, '(…)');
const scan = thrownMessages(ROOT, SAMPLES);

describe('API messages in every store view language', () => {
  it('finds the thrown messages (the scan still reads the sources)', () => {
    expect(scan.messages.length).toBeGreaterThan(100);
    expect(scan.messages.map((m) => m.text)).toContain('No such entity with cartId = x0');
  });

  it('knows every expression it cannot read', () => {
    const unknown = scan.dynamic.filter((d) => !Object.hasOwn(DYNAMIC, keyOf(d.expression)));
    expect(unknown, 'name the texts of this new expression in DYNAMIC (and give them a catalogue entry)').toEqual([]);
  });

  const texts = [
    ...new Map(scan.messages.filter((m) => !NO_STORE_VIEW.includes(m.file)).map((m) => [m.text, m.file])).entries(),
    ...Object.values(DYNAMIC).flatMap((list) => list.map((text): [string, string] => [text, 'DYNAMIC'])),
    ...Object.values(VALIDATION_TEXT).map((text): [string, string] => [text.replace(/\{\{\w+\}\}/g, '7'), 'src/domain/validation.ts']),
  ].filter(([text]) => !CODES.some((re) => re.test(text)));

  it.each(LANGUAGES)('has a %s wording for each of them', (language) => {
    const missing = texts.filter(([text]) => translateMessage(text, language) === text).map(([text, file]) => `${file}: ${text}`);
    expect(missing, 'add these to the catalogue in server/services/messages').toEqual([]);
  });

  it('keeps the placeholders of the English text in each translation', () => {
    const wrong = API_MESSAGES.flatMap((e) => LANGUAGES.filter((l) => placeholdersOf(e[l]).join() !== placeholdersOf(e.en).join()).map((l) => `${l}: ${e.en}`));
    expect(wrong).toEqual([]);
  });

  it('has one entry per English text', () => {
    const texts = API_MESSAGES.map((e) => e.en);
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
  });
});
