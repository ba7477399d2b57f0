/** The texts of the shop's mails (plain text: readable in every client, nothing to sanitise). */
import { chosenOptionsText, type ChosenOption } from '../../../src/domain/chosenOptions.ts';
import type { CustomParameters } from '../../../src/domain/validation.ts';
import type { OutgoingMail } from './outbox.ts';

const SHOP = 'Health Food Shop';

/**
 * The three mails a shopper of a store view gets (order confirmation, password reset, newsletter
 * welcome) in the view's language (issue 13): English for the default view, German for /de,
 * Italian for /it; any other language falls back to English.
 */
interface ShopperTexts {
  resetSubject: string;
  reset: (firstname: string, link: string) => string;
  welcomeSubject: string;
  /** The welcome with its coupon code, and the link that ends the subscription (every newsletter mail has one). */
  welcome: (couponCode: string, unsubscribeLink: string) => string;
  orderSubject: (orderNumber: string) => string;
  /** The order's lines and total, then `extra` (the checkout's parameters, each line ending in a blank line). */
  order: (orderNumber: string, rows: string, total: string, extra: string) => string;
  collectIn: string;
  poNumber: string;
  comment: string;
}

const TEXTS: Record<'en' | 'de' | 'it', ShopperTexts> = {
  en: {
    resetSubject: `Reset your ${SHOP} password`,
    reset: (firstname, link) =>
      `Hello ${firstname},\n\nSomeone asked to reset the password of your ${SHOP} account.\n` +
      `To choose a new password, open this link within one hour:\n\n${link}\n\n` +
      `If it wasn't you, ignore this e-mail: your password stays as it is.\n`,
    welcomeSubject: `Welcome to the ${SHOP} newsletter: 10% off your next order`,
    welcome: (code, link) =>
      `Thank you for subscribing to our newsletter.\n\nAs promised, here is 10% off your next order. ` +
      `Enter this coupon code in your cart:\n\n${code}\n\nHealthy regards,\n${SHOP}\n\n` +
      `To stop receiving our newsletter, open this link:\n${link}\n`,
    orderSubject: (n) => `Your ${SHOP} order ${n}`,
    order: (n, rows, total, extra) => `Thank you for your order ${n}.\n\n${rows}\n\nGrand total: ${total}\n\n${extra}${SHOP}\n`,
    collectIn: 'Collect in store',
    poNumber: 'Purchase order number',
    comment: 'Your comment',
  },
  de: {
    resetSubject: `Ihr Passwort bei ${SHOP} zurücksetzen`,
    reset: (firstname, link) =>
      `Hallo ${firstname},\n\njemand hat angefragt, das Passwort Ihres Kontos bei ${SHOP} zurückzusetzen.\n` +
      `Um ein neues Passwort zu wählen, öffnen Sie innerhalb einer Stunde diesen Link:\n\n${link}\n\n` +
      `Waren Sie das nicht, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n`,
    welcomeSubject: `Willkommen beim Newsletter von ${SHOP}: 10 % Rabatt auf Ihre nächste Bestellung`,
    welcome: (code, link) =>
      `Vielen Dank für Ihre Anmeldung zu unserem Newsletter.\n\nWie versprochen erhalten Sie 10 % Rabatt auf Ihre nächste Bestellung. ` +
      `Geben Sie diesen Gutscheincode im Warenkorb ein:\n\n${code}\n\nGesunde Grüße,\n${SHOP}\n\n` +
      `Wenn Sie unseren Newsletter nicht mehr erhalten möchten, öffnen Sie diesen Link:\n${link}\n`,
    orderSubject: (n) => `Ihre Bestellung ${n} bei ${SHOP}`,
    order: (n, rows, total, extra) => `Vielen Dank für Ihre Bestellung ${n}.\n\n${rows}\n\nGesamtsumme: ${total}\n\n${extra}${SHOP}\n`,
    collectIn: 'Abholung im Geschäft',
    poNumber: 'Bestellnummer Ihres Einkaufs',
    comment: 'Ihr Kommentar',
  },
  it: {
    resetSubject: `Reimposta la tua password di ${SHOP}`,
    reset: (firstname, link) =>
      `Ciao ${firstname},\n\nqualcuno ha chiesto di reimpostare la password del tuo account ${SHOP}.\n` +
      `Per scegliere una nuova password, apri questo link entro un'ora:\n\n${link}\n\n` +
      `Se non sei stato tu, ignora questa e-mail: la tua password resta invariata.\n`,
    welcomeSubject: `Benvenuto nella newsletter di ${SHOP}: 10% di sconto sul prossimo ordine`,
    welcome: (code, link) =>
      `Grazie per esserti iscritto alla nostra newsletter.\n\nCome promesso, ecco il 10% di sconto sul tuo prossimo ordine. ` +
      `Inserisci questo codice coupon nel carrello:\n\n${code}\n\nUn saluto in salute,\n${SHOP}\n\n` +
      `Per non ricevere più la nostra newsletter, apri questo link:\n${link}\n`,
    orderSubject: (n) => `Il tuo ordine ${n} su ${SHOP}`,
    order: (n, rows, total, extra) => `Grazie per il tuo ordine ${n}.\n\n${rows}\n\nTotale complessivo: ${total}\n\n${extra}${SHOP}\n`,
    collectIn: 'Ritiro in negozio',
    poNumber: "Numero dell'ordine d'acquisto",
    comment: 'Il tuo commento',
  },
};

const textsOf = (language: string): ShopperTexts => (language === 'de' || language === 'it' ? TEXTS[language] : TEXTS.en);

/** A mail's money: rand as the shop always wrote it (R115.00); other currencies as the view's locale writes them (119,00 €). */
export function mailMoney(amount: number, currency: string, language: string): string {
  if (currency === 'ZAR') return `R${amount.toFixed(2)}`;
  const locale = language === 'de' ? 'de-DE' : language === 'it' ? 'it-IT' : 'en-US';
  // 'always': Italian would leave four-digit amounts ungrouped (1234,50 €); the shop writes 1.234,50 € in both views.
  return new Intl.NumberFormat(locale, { style: 'currency', currency, useGrouping: 'always' }).format(amount);
}

export function passwordResetMail(to: string, firstname: string, link: string, language = 'en'): OutgoingMail {
  const t = textsOf(language);
  return { kind: 'password-reset', to, subject: t.resetSubject, text: t.reset(firstname, link) };
}

/** `unsubscribe`: the page the text links to, and the one-click address for the List-Unsubscribe header. */
export function newsletterWelcomeMail(to: string, couponCode: string, language: string, unsubscribe: { page: string; oneClick: string }): OutgoingMail {
  const t = textsOf(language);
  return { kind: 'newsletter-welcome', to, subject: t.welcomeSubject, text: t.welcome(couponCode, unsubscribe.page), listUnsubscribe: unsubscribe.oneClick };
}

export interface ContactLetter {
  sourceAddress: string;
  subject: string;
  emailText: string;
}

export function contactMail(shopAddress: string, letter: ContactLetter): OutgoingMail {
  return {
    kind: 'contact',
    to: shopAddress,
    replyTo: letter.sourceAddress,
    subject: letter.subject,
    text: `From: ${letter.sourceAddress}\n\n${letter.emailText}`,
  };
}

export function contactCopyMail(letter: ContactLetter): OutgoingMail {
  return {
    kind: 'contact-copy',
    to: letter.sourceAddress,
    subject: `Copy of your message: ${letter.subject}`,
    text: `We received your message and will answer soon. This is your copy:\n\n${letter.emailText}\n\n${SHOP}\n`,
  };
}

export interface OrderMailLine {
  name: string;
  qty: number;
  row_total_incl_tax: number;
  options?: ChosenOption[];
}

/** The checkout's custom parameters as lines of the mail (the store to collect from, the PO number, the comment). */
function parameterLines(p: (CustomParameters & { store?: { name: string; address: string } }) | undefined, t: ShopperTexts): string {
  if (!p) return '';
  const lines = [
    p.store ? `${t.collectIn}: ${p.store.name}, ${p.store.address}` : null,
    p.PONumber ? `${t.poNumber}: ${p.PONumber}` : null,
    p.comment ? `${t.comment}: ${p.comment}` : null,
  ].filter(Boolean);
  return lines.length ? `${lines.join('\n')}\n\n` : '';
}

export function orderConfirmationMail(
  to: string,
  orderNumber: string,
  lines: OrderMailLine[],
  grandTotal: number,
  currency: string,
  params?: CustomParameters & { store?: { name: string; address: string } },
  language = 'en',
): OutgoingMail {
  const t = textsOf(language);
  const money = (n: number) => mailMoney(n, currency, language);
  const rows = lines
    .map((l) => {
      const chosen = chosenOptionsText(l.options);
      return `${l.qty} × ${l.name}: ${money(l.row_total_incl_tax)}${chosen ? `\n    ${chosen}` : ''}`;
    })
    .join('\n');
  return {
    kind: 'order-confirmation',
    to,
    subject: t.orderSubject(orderNumber),
    text: t.order(orderNumber, rows, money(grandTotal), parameterLines(params, t)),
  };
}
