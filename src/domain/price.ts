/**
 * The special price rule of spec 000 §4: a special price counts only when it is lower than the
 * original price and today lies within special_from_date and special_to_date (either may be
 * missing). Evaluated when a price is asked for — `now` is a parameter — never frozen at import,
 * so a special that ended yesterday is not still charged today.
 */

/** The price fields of a product document, all EXCLUDING tax (prices in the source data are net). */
export interface NetPriceSource {
  price: number;
  special_price?: number | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  final_price?: number | null;
}

export interface EffectivePrices {
  /** The list price before any special. */
  original: number;
  /** The special price when it counts now, else 0 (spec: "special price is zeroed"). */
  special: number;
  /** What the shopper pays now (net). */
  final: number;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_MIDNIGHT = /^\d{4}-\d{2}-\d{2}[ T]00:00(:00)?$/;

/** Parses Magento's "YYYY-MM-DD HH:mm:ss" (and ISO strings). Unparseable → null (treated as missing). */
function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const text = value.trim().replace(' ', 'T');
  const date = new Date(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * True when `now` lies within the window. A "to" date given as a day (or at midnight) includes
 * that whole day, as Magento's special_to_date does; a "from" date starts at its own moment.
 */
export function isSpecialPriceActive(from: string | null | undefined, to: string | null | undefined, now: Date): boolean {
  const start = parseDate(from);
  const end = parseDate(to);
  if (start && now.getTime() < start.getTime()) return false;
  if (end) {
    const raw = String(to).trim();
    const wholeDay = DATE_ONLY.test(raw) || DATE_MIDNIGHT.test(raw);
    if (wholeDay ? now.getTime() >= end.getTime() + DAY_MS : now.getTime() > end.getTime()) return false;
  }
  return true;
}

function positive(value: number | null | undefined): number {
  return Number.isFinite(value) && (value as number) > 0 ? (value as number) : 0;
}

/**
 * The prices that apply at `now`. The stored final_price is only trusted when the document has no
 * special price at all (an imported catalogue-rule price); otherwise it is recomputed, because a
 * seed-time final_price goes stale when the special's window closes.
 */
export function effectivePrices(source: NetPriceSource, now: Date): EffectivePrices {
  const original = positive(source.price);
  const specialRaw = positive(source.special_price);
  const specialCounts =
    specialRaw > 0 && (original === 0 || specialRaw < original) && isSpecialPriceActive(source.special_from_date, source.special_to_date, now);
  if (specialCounts) return { original, special: specialRaw, final: specialRaw };
  const storedFinal = positive(source.final_price);
  const catalogRule = specialRaw === 0 && storedFinal > 0 && storedFinal < original;
  return { original, special: 0, final: catalogRule ? storedFinal : original };
}

/**
 * Prices incl. tax as the server computed them, as tiles and lists show them: the current one and,
 * when a special price is below the regular one, the regular price struck through.
 */
export function displayPrices(p: {
  original_price_incl_tax?: unknown;
  price_incl_tax?: unknown;
  special_price_incl_tax?: unknown;
  final_price_incl_tax?: unknown;
}): { current: number; original: number | null } {
  const regular = Number(p.original_price_incl_tax || p.price_incl_tax || 0);
  const special = Number(p.special_price_incl_tax || 0);
  if (special > 0 && special < regular) return { current: special, original: regular };
  return { current: Number(p.final_price_incl_tax || regular), original: null };
}
