import type { Attribute } from '../../src/domain/types.ts';
import { categoryTree, type CategoryNode, type Diet } from './catalogueTree.ts';
import { brands } from './names.ts';

/** Magento-like attribute ids; option ids are numeric strings ("101") as Magento's are. */
export const ATTRIBUTE_IDS = { weight: 82, brand: 142, dietary: 143, size: 144, flavour: 145, ingredients: 146 } as const;

export const diets: { code: Diet; label: string }[] = [
  { code: 'vegan', label: 'Vegan' },
  { code: 'gluten-free', label: 'Gluten-free' },
  { code: 'keto', label: 'Keto' },
  { code: 'organic', label: 'Organic' },
  { code: 'sugar-free', label: 'Sugar-free' },
];

/** Extra sizes and flavours used by configurable products, gift cards and meal plans. */
const extraSizes = ['R100', 'R250', 'R500', 'R1000', 'PDF e-book'];

export interface AttributeIndex {
  docs: Attribute[];
  brandId: Map<string, number>;
  dietId: Map<Diet, number>;
  sizeId: Map<string, number>;
  flavourId: Map<string, number>;
  label(code: 'brand' | 'size' | 'flavour' | 'dietary', id: number): string;
}

function collect(nodes: CategoryNode[], sizes: Set<string>, flavours: Set<string>): void {
  for (const n of nodes) {
    n.kind?.sizes.forEach((s) => sizes.add(s));
    n.kind?.flavours?.forEach((f) => flavours.add(f));
    if (n.children) collect(n.children, sizes, flavours);
  }
}

function options(labels: string[], first: number): { value: string; label: string; sort_order: number }[] {
  return labels.map((label, i) => ({ value: String(first + i), label, sort_order: i }));
}

export function buildAttributes(): AttributeIndex {
  const sizes = new Set<string>();
  const flavours = new Set<string>();
  collect(categoryTree, sizes, flavours);
  extraSizes.forEach((s) => sizes.add(s));
  const brandOptions = options(
    brands.map((b) => b.name),
    101,
  );
  const dietOptions = options(
    diets.map((d) => d.label),
    201,
  );
  const sizeOptions = options([...sizes], 301);
  const flavourOptions = options([...flavours], 501);
  const base = { is_user_defined: true, is_visible: true, is_comparable: true, is_filterable: true, is_visible_on_front: true };
  const docs: Attribute[] = [
    {
      ...base,
      attribute_id: ATTRIBUTE_IDS.brand,
      attribute_code: 'brand',
      frontend_label: 'Brand',
      frontend_input: 'select',
      default_frontend_label: 'Brand',
      options: brandOptions,
    },
    {
      ...base,
      attribute_id: ATTRIBUTE_IDS.dietary,
      attribute_code: 'dietary',
      frontend_label: 'Dietary',
      frontend_input: 'multiselect',
      default_frontend_label: 'Dietary',
      options: dietOptions,
    },
    {
      ...base,
      attribute_id: ATTRIBUTE_IDS.size,
      attribute_code: 'size',
      frontend_label: 'Size',
      frontend_input: 'select',
      default_frontend_label: 'Size',
      options: sizeOptions,
    },
    {
      ...base,
      attribute_id: ATTRIBUTE_IDS.flavour,
      attribute_code: 'flavour',
      frontend_label: 'Flavour',
      frontend_input: 'select',
      default_frontend_label: 'Flavour',
      options: flavourOptions,
    },
    {
      ...base,
      attribute_id: ATTRIBUTE_IDS.weight,
      attribute_code: 'weight',
      frontend_label: 'Weight (kg)',
      frontend_input: 'weight',
      default_frontend_label: 'Weight (kg)',
      is_user_defined: false,
      is_filterable: false,
      options: [],
    },
    {
      ...base,
      attribute_id: ATTRIBUTE_IDS.ingredients,
      attribute_code: 'ingredients',
      frontend_label: 'Ingredients',
      frontend_input: 'textarea',
      default_frontend_label: 'Ingredients',
      is_filterable: false,
      is_comparable: true,
      options: [],
    },
  ];
  const toMap = <K>(keys: K[], opts: { value: string }[]) => new Map(keys.map((k, i) => [k, Number(opts[i].value)]));
  const labels = new Map<string, string>();
  for (const d of docs) for (const o of d.options) labels.set(`${d.attribute_code}:${o.value}`, o.label);
  return {
    docs,
    brandId: toMap(
      brands.map((b) => b.name),
      brandOptions,
    ),
    dietId: toMap(
      diets.map((d) => d.code),
      dietOptions,
    ),
    sizeId: toMap([...sizes], sizeOptions),
    flavourId: toMap([...flavours], flavourOptions),
    label: (code, id) => labels.get(`${code}:${id}`) ?? '',
  };
}
