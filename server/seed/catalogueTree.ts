/**
 * The shape of the demo shop: a category tree of three levels under the root (id 2), and for every
 * category that holds products, what those products look like (names, sizes, shelf prices incl. VAT,
 * packshot shape, likely dietary labels and ingredients). The departments are data, one JSON file
 * per group of aisles in data/ (an operator can change them without touching code), checked here
 * as they are read; the types are in catalogueTypes.ts.
 */
import fs from 'node:fs';
import type { CategoryNode, ProductKind } from './catalogueTypes.ts';

export type { CategoryNode, Diet, ProductKind, Shape } from './catalogueTypes.ts';

const SHAPES = new Set(['jar', 'pouch', 'box', 'bottle', 'tub', 'bar', 'tube', 'carton', 'teabox', 'card', 'tablet', 'hamper', 'dropper']);
const DIETS = new Set(['vegan', 'gluten-free', 'keto', 'organic', 'sugar-free']);
const isTextList = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.trim() !== '');

function kindProblem(kind: ProductKind): string | null {
  if (!isTextList(kind.nouns) || !isTextList(kind.sizes) || !isTextList(kind.ingredients)) return 'nouns, sizes and ingredients must be lists of texts';
  const [low, high] = Array.isArray(kind.price) ? kind.price : [];
  if (!(typeof low === 'number' && typeof high === 'number' && low > 0 && low <= high)) return 'price must be [lowest, highest] in rand';
  if (!SHAPES.has(kind.shape)) return `unknown shape "${kind.shape}"`;
  if (!Object.entries(kind.diet ?? {}).every(([diet, p]) => DIETS.has(diet) && typeof p === 'number' && p >= 0 && p <= 1))
    return 'diet must map labels to 0..1';
  for (const list of [kind.flavours, kind.adjectives]) if (list !== undefined && !isTextList(list)) return 'flavours and adjectives must be lists of texts';
  return null;
}

/** Departments read from a file, every node checked: a mistake fails the seed with its place named. */
export function checkDepartments(nodes: CategoryNode[], file: string): CategoryNode[] {
  if (!Array.isArray(nodes)) throw new Error(`${file}: a list of departments was expected`);
  const check = (node: CategoryNode, where: string) => {
    const here = `${where} › ${String(node?.name)}`;
    if (typeof node?.name !== 'string' || node.name.trim() === '') throw new Error(`${file}: a category without a name at ${where}`);
    const problem = node.kind && kindProblem(node.kind);
    if (problem) throw new Error(`${file}: ${here}: ${problem}`);
    node.children?.forEach((child) => check(child, here));
  };
  nodes.forEach((node) => check(node, 'top'));
  return nodes;
}

const readDepartments = (file: string) =>
  checkDepartments(JSON.parse(fs.readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')) as CategoryNode[], file);

export const categoryTree: CategoryNode[] = [
  ...readDepartments('catalogue-food.json'),
  ...readDepartments('catalogue-health.json'),
  ...readDepartments('catalogue-home.json'),
  { name: 'Gifts & Meal Plans', children: [{ name: 'Gift Cards' }, { name: 'Meal Plans' }, { name: 'Hampers & Bundles' }] },
];

/** Slugs of the categories that hold the special product types. */
export const specialCategories = {
  giftCards: 'gift-cards',
  mealPlans: 'meal-plans',
  hampers: 'hampers-bundles',
  proteinPowders: 'protein-powders',
} as const;
