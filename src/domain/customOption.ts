/**
 * Custom options (spec 000 §3/§4, vsf1-behaviour §2.5): a chosen value costs its fixed price, or
 * for percent price/100 × the product price. Only values with option_type_id > 0 count.
 *
 * Differences from VSF1, on purpose: the delta is computed from the product's base price every
 * time (VSF1's event path added it to the current price, so deltas piled up on each change), and
 * a fixed option price is net like every catalogue price, so tax is added to it (VSF1 added the
 * net amount to the price incl. tax).
 */
import { taxOnNet, toCents, type Cents } from './money.ts';
import type { CustomOptionValue, Product } from './types.ts';

/** product_option.extension_attributes.custom_options entry; several values joined by ','. */
export interface CustomOptionChoice {
  option_id: number | string;
  option_value: string;
}

/** The option values the choices name (empty values ignored, ids matched as text). */
export function selectedCustomValues(product: Pick<Product, 'custom_options'>, choices: readonly CustomOptionChoice[] | null | undefined): CustomOptionValue[] {
  const out: CustomOptionValue[] = [];
  for (const choice of choices ?? []) {
    const option = product.custom_options?.find((o) => String(o.option_id) === String(choice.option_id));
    if (!option) continue;
    // An empty or missing value ('', 'null', 'undefined') names no option_type_id: it selects nothing.
    for (const id of String(choice.option_value).split(',')) {
      const value = option.values?.find((v) => String(v.option_type_id) === id.trim());
      if (value && Number(value.option_type_id) > 0) out.push(value);
    }
  }
  return out;
}

/** The price the chosen values add to one unit: net and incl. tax, from the base unit price. */
export function customOptionsDelta(values: readonly CustomOptionValue[], base: { net: Cents; incl: Cents }, ratePercent: number): { net: Cents; incl: Cents } {
  let net = 0;
  let incl = 0;
  for (const v of values) {
    const price = Number(v.price);
    if (!Number.isFinite(price)) continue;
    if (v.price_type === 'percent') {
      net += Math.round((price * base.net) / 100);
      incl += Math.round((price * base.incl) / 100);
    } else {
      const fixed = toCents(price);
      net += fixed;
      incl += fixed + taxOnNet(fixed, ratePercent);
    }
  }
  return { net, incl };
}

/** The choices a cart line carries: only options with a value. */
export function customOptionChoices(selected: Record<string, string>): CustomOptionChoice[] {
  return Object.entries(selected)
    .filter(([, value]) => value !== '' && value !== '0')
    .map(([option_id, option_value]) => ({ option_id: Number(option_id), option_value }));
}
