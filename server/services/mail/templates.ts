/** The texts of the shop's mails (plain text: readable in every client, nothing to sanitise). */
import { chosenOptionsText, type ChosenOption } from '../../../src/domain/chosenOptions.ts';
import type { CustomParameters } from '../../../src/domain/validation.ts';
import type { OutgoingMail } from './outbox.ts';

const SHOP = 'Health Food Shop';

export function passwordResetMail(to: string, firstname: string, link: string): OutgoingMail {
  return {
    kind: 'password-reset',
    to,
    subject: `Reset your ${SHOP} password`,
    text:
      `Hello ${firstname},\n\nSomeone asked to reset the password of your ${SHOP} account.\n` +
      `To choose a new password, open this link within one hour:\n\n${link}\n\n` +
      `If it wasn't you, ignore this e-mail: your password stays as it is.\n`,
  };
}

export function newsletterWelcomeMail(to: string, couponCode: string): OutgoingMail {
  return {
    kind: 'newsletter-welcome',
    to,
    subject: `Welcome to the ${SHOP} newsletter: 10% off your next order`,
    text:
      `Thank you for subscribing to our newsletter.\n\nAs promised, here is 10% off your next order. ` +
      `Enter this coupon code in your cart:\n\n${couponCode}\n\nHealthy regards,\n${SHOP}\n`,
  };
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
function parameterLines(p: (CustomParameters & { store?: { name: string; address: string } }) | undefined): string {
  if (!p) return '';
  const lines = [
    p.store ? `Collect in store: ${p.store.name}, ${p.store.address}` : null,
    p.PONumber ? `Purchase order number: ${p.PONumber}` : null,
    p.comment ? `Your comment: ${p.comment}` : null,
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
): OutgoingMail {
  const money = (n: number) => `${currency === 'ZAR' ? 'R' : `${currency} `}${n.toFixed(2)}`;
  const rows = lines
    .map((l) => {
      const chosen = chosenOptionsText(l.options);
      return `${l.qty} × ${l.name}: ${money(l.row_total_incl_tax)}${chosen ? `\n    ${chosen}` : ''}`;
    })
    .join('\n');
  return {
    kind: 'order-confirmation',
    to,
    subject: `Your ${SHOP} order ${orderNumber}`,
    text: `Thank you for your order ${orderNumber}.\n\n${rows}\n\nGrand total: ${money(grandTotal)}\n\n${parameterLines(params)}${SHOP}\n`,
  };
}
