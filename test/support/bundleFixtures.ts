import type { BundleOption } from '../../src/domain/types.ts';

/** A required radio option of bundle `sku` offering `links`: the shape every bundle test builds. */
export function radioBundleOption(option_id: number, title: string, sku: string, product_links: BundleOption['product_links']): BundleOption {
  return { option_id, title, required: true, type: 'radio', sku, product_links };
}
