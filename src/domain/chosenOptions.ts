/**
 * What a cart or order line stands for, in words (issue 14 defect 3): the configurable attributes,
 * the custom options and the bundle picks a shopper chose, as label/value pairs. One rule for the
 * product page's add-to-cart, the server's totals and the stored order, so every screen and the
 * confirmation mail name the same choices.
 */
import { bundleSelectionsOf, selectedLink, type BundleOptionChoice } from './bundle.ts';
import { selectedCustomValues, type CustomOptionChoice } from './customOption.ts';
import type { ConfigurableChild, Product } from './types.ts';
import { childAttribute } from './variant.ts';

export interface ChosenOption {
  label: string;
  value: string;
}

type Source = Pick<Product, 'type_id' | 'configurable_options' | 'custom_options' | 'bundle_options'>;

const listOf = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : v && typeof v === 'object' ? (Object.values(v) as T[]) : []);

function configurableChoices(
  product: Source,
  child: Pick<ConfigurableChild, 'sku'> | null,
  chosen: { option_id?: unknown; option_value?: unknown }[],
): ChosenOption[] {
  return (product.configurable_options ?? []).flatMap((o) => {
    const picked = chosen.find((c) => String(c.option_id) === String(o.attribute_id))?.option_value;
    const value =
      picked !== undefined && picked !== null && picked !== ''
        ? String(picked)
        : child
          ? childAttribute(child as ConfigurableChild, o.attribute_code)
          : undefined;
    if (value === undefined) return [];
    const label = o.values?.find((v) => String(v.value_index) === value)?.label ?? value;
    return [{ label: o.label ?? o.attribute_code, value: label }];
  });
}

function customChoices(product: Source, chosen: CustomOptionChoice[]): ChosenOption[] {
  return chosen.flatMap((choice) => {
    const option = product.custom_options?.find((o) => String(o.option_id) === String(choice.option_id));
    if (!option) return [];
    // Options with values (drop-down, checkbox) name their titles; a text option carries the shopper's text.
    const value = option.values?.length
      ? selectedCustomValues(product, [choice])
          .map((v) => v.title)
          .filter(Boolean)
          .join(', ')
      : String(choice.option_value ?? '').trim();
    return value ? [{ label: option.title, value }] : [];
  });
}

function bundleChoices(product: Source, chosen: BundleOptionChoice[] | null): ChosenOption[] {
  if (product.type_id !== 'bundle') return [];
  return bundleSelectionsOf(product, chosen).flatMap((s) => {
    const option = product.bundle_options?.find((o) => o.option_id === s.option_id);
    const link = selectedLink(product, s);
    if (!option || !link) return [];
    const name = link.product?.name ?? link.sku;
    return [{ label: option.title, value: s.qty > 1 ? `${s.qty} × ${name}` : name }];
  });
}

/**
 * The line's choices in the product's words. `child`: the configured child, for a line whose
 * product_option lacks the configurable options (a variant URL added as is).
 */
export function chosenOptions(product: Source, productOption: unknown, child: Pick<ConfigurableChild, 'sku'> | null = null): ChosenOption[] {
  const ext = (productOption as { extension_attributes?: Record<string, unknown> } | null | undefined)?.extension_attributes ?? {};
  const bundle = Array.isArray(ext.bundle_options) ? (ext.bundle_options as BundleOptionChoice[]) : null;
  return [
    ...configurableChoices(product, child, listOf(ext.configurable_item_options)),
    ...bundleChoices(product, bundle),
    ...customChoices(product, listOf<CustomOptionChoice>(ext.custom_options)),
  ];
}

/** "Flavour: Vanilla, Size: 500g": the one line of text a cart line, an order line and the mail show. */
export function chosenOptionsText(options: readonly ChosenOption[] | null | undefined): string {
  return (options ?? []).map((o) => `${o.label}: ${o.value}`).join(', ');
}

/** Options kept with a line or sent by a server, read defensively (totals carry them as a JSON string). */
export function parseChosenOptions(raw: unknown): ChosenOption[] {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value)
    ? value
        .filter((o): o is ChosenOption => Boolean(o) && typeof o.label === 'string' && typeof o.value === 'string')
        .map((o) => ({ label: o.label, value: o.value }))
    : [];
}
