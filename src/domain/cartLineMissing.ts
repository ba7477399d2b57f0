import { templatePattern } from './messageTemplates.ts';

/**
 * The server's answer when a cart exists but not the line a call names (Magento's wording), in
 * each store view's language. The server's message catalogue takes it from here, and the PWA tells
 * a missing line from a missing cart by it: both are 404, and only the second means a new cart.
 */
export const LINE_MISSING = {
  en: "The {cartId} Cart doesn't contain the {itemId} item.",
  de: 'Der Warenkorb {cartId} enthält den Artikel {itemId} nicht.',
  it: "Il carrello {cartId} non contiene l'articolo {itemId}.",
} as const;

const patterns = Object.values(LINE_MISSING).map(templatePattern);

/** Whether a message says the cart is there but the line is not, in any view's language. */
export const isLineMissingText = (text: string): boolean => patterns.some((p) => p.test(text));
