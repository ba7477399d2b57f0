import { messageCatalogue, type MessageEntry } from '../../../src/domain/messageTemplates.ts';
import { ACCOUNT_MESSAGES } from './accountMessages.ts';
import { CART_MESSAGES } from './cartMessages.ts';
import { CATALOG_MESSAGES } from './catalogMessages.ts';
import { ORDER_MESSAGES } from './orderMessages.ts';
import type { MessageRow } from './row.ts';
import { SYSTEM_MESSAGES } from './systemMessages.ts';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

/**
 * Every error message the API may answer, in English (the contract's words, unchanged) and in the
 * languages of the other store views (issue 13). docs/api-messages.md says how to add one.
 */
export const API_MESSAGES: readonly MessageEntry[] = [
  ...[SYSTEM_MESSAGES, CART_MESSAGES, ACCOUNT_MESSAGES, ORDER_MESSAGES, CATALOG_MESSAGES].flatMap((rows: readonly MessageRow[]) =>
    rows.map(([en, de, it]) => ({ en, de, it })),
  ),
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
