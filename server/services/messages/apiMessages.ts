import fs from 'node:fs';
import { LINE_MISSING } from '../../../src/domain/cartLineMissing.ts';
import { messageCatalogue, type MessageEntry } from '../../../src/domain/messageTemplates.ts';
import type { MessageRow } from './row.ts';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

/**
 * The message tables, one per area (data/*.json: rows of [English, German, Italian]):
 * - system: the server's plumbing: the error handler, limits, tokens, files, generic field rules;
 * - cart: lines, products, coupons, gift cards, shipping, a cart of another view;
 * - account: sign-in, registration, passwords, addresses, wishlist, the mail service;
 * - order: orders, payments and reviews;
 * - catalog: the catalogue search, products, stock and CMS content.
 */
const AREAS = ['system', 'cart', 'account', 'order', 'catalog'] as const;

function rowsOf(area: string): MessageRow[] {
  const rows: unknown = JSON.parse(fs.readFileSync(new URL(`./data/${area}.json`, import.meta.url), 'utf8'));
  const isRow = (r: unknown): r is MessageRow => Array.isArray(r) && r.length === 3 && r.every((t) => typeof t === 'string' && t !== '');
  if (!Array.isArray(rows) || !rows.every(isRow)) throw new Error(`server/services/messages/data/${area}.json: every row must be [English, German, Italian]`);
  return rows;
}

/**
 * Every error message the API may answer, in English (the contract's words, unchanged) and in the
 * languages of the other store views (issue 13). docs/api-messages.md says how to add one. The
 * missing cart line's wording is the PWA's too (src/domain/cartLineMissing.ts), so it is taken from there.
 */
export const API_MESSAGES: readonly MessageEntry[] = [
  ...AREAS.flatMap(rowsOf).map(([en, de, it]) => ({ en, de, it })),
  { ...LINE_MISSING },
  ...VALIDATION_MESSAGES,
];

const catalogue = messageCatalogue(API_MESSAGES);

/** An English API message in the language (en, de, it); unknown texts and languages stay as they are. */
export const translateMessage = (text: string, language: string): string => catalogue.translate(text, language);

/**
 * An envelope's `result` in the language, its shape kept: a text, a list of reasons, or an object
 * whose `errorMessage` a shopper reads (password change and reset, vsf-api's shape). Anything else
 * (codes, ids, data) is left as it is.
 */
export function translateResult(result: unknown, language: string): unknown {
  if (language === 'en') return result;
  if (typeof result === 'string') return translateMessage(result, language);
  if (Array.isArray(result)) return result.map((r) => (typeof r === 'string' ? translateMessage(r, language) : r));
  if (result && typeof result === 'object' && typeof (result as { errorMessage?: unknown }).errorMessage === 'string') {
    const r = result as { errorMessage: string };
    return { ...r, errorMessage: translateMessage(r.errorMessage, language) };
  }
  return result;
}
