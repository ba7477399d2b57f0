import { currentStoreView } from './config';

// Building an Intl.NumberFormat costs about a millisecond on a phone; a grid of tiles shows dozens
// of prices, so each formatter is built once per locale, currency and display.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: string, currencyDisplay: 'code' | 'symbol'): Intl.NumberFormat {
  const key = `${locale}|${currency}|${currencyDisplay}`;
  let f = formatters.get(key);
  if (!f) {
    // 'always': thousands are grouped in every locale (it-IT would print 1234,56 €; the shop shows 1.234,56 €).
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * An amount as en-US writes it with two decimals ('1,234.50'), without Intl: the first
 * Intl.NumberFormat of a page costs 10 to 15 ms (its locale data), a long task on a slow phone
 * (issue 15). Rounds as Intl does (half away from zero, on the shortest decimal form of the number);
 * undefined for what this does not cover (exponent notation, amounts past 2^53 cents).
 */
function plainAmount(value: number): string | undefined {
  const [whole, fraction = ''] = String(value).split('.');
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return undefined;
  const cents = Number(whole + fraction.padEnd(2, '0').slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return undefined;
  return `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',')}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The one formatting module for money and dates (STYLE 11, DESIGN decision 2).
 * Spec 000 §1: a price is shown as sign, then amount with two decimals ('R12.50' for ZAR);
 * spec 001 §9: non-numeric values are returned unchanged, negatives get a leading minus.
 */
export function formatPrice(amount: number | string | null | undefined, currency?: string): string {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value)) return amount == null ? '' : String(amount);

  const view = currentStoreView();
  const code = currency ?? view.i18n.currencyCode;
  // Our own sign for the store view's currency ('R' for ZAR: Intl would print 'ZAR' for en-US).
  const sign = code === view.i18n.currencyCode ? view.i18n.currencySign : undefined;
  // The default view ('R12.50') needs no locale data.
  const plain = sign && view.i18n.defaultLocale === 'en-US' ? plainAmount(Math.abs(value)) : undefined;
  const text = plain === undefined ? intlAmount(view.i18n.defaultLocale, code, sign, Math.abs(value)) : `${sign}${plain}`;
  return value < 0 && Math.abs(value) >= 0.005 ? `-${text}` : text;
}

function intlAmount(locale: string, code: string, sign: string | undefined, value: number): string {
  const parts = numberFormat(locale, code, sign ? 'code' : 'symbol').formatToParts(value);
  const currencyFirst = parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  return parts
    .map((p) => {
      if (p.type === 'currency') return sign ?? p.value;
      // 'R12.50': the sign sits right before the amount when the locale puts the currency first.
      if (p.type === 'literal' && currencyFirst && sign && /^\s+$/.test(p.value)) return '';
      return p.value;
    })
    .join('');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec 000 §9 / 001 §9: dates as 'HH:mm D/M/YYYY' (local time). Unparseable input is returned unchanged. */
export function formatDate(input: string | number | Date): string {
  const d = input instanceof Date ? input : new Date(typeof input === 'string' ? input.replace(' ', 'T') : input);
  if (Number.isNaN(d.getTime())) return String(input);
  return `${pad(d.getHours())}:${pad(d.getMinutes())} ${d.getDate()}/${d.getMonth() + 1}/${d.getFullYear()}`;
}
