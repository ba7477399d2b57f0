/**
 * The shape of the demo shop: a category tree of three levels under the root (id 2), and for every
 * category that holds products, what those products look like (names, sizes, shelf prices incl. VAT,
 * packshot shape, likely dietary labels and ingredients). The departments' data lives in one file
 * per group of aisles; the types in catalogueTypes.ts.
 */
import { foodDepartments } from './catalogueFood.ts';
import { healthDepartments } from './catalogueHealth.ts';
import { homeDepartments } from './catalogueHome.ts';
import type { CategoryNode } from './catalogueTypes.ts';

export type { CategoryNode, Diet, ProductKind, Shape } from './catalogueTypes.ts';

export const categoryTree: CategoryNode[] = [
  ...foodDepartments,
  ...healthDepartments,
  ...homeDepartments,
  { name: 'Gifts & Meal Plans', children: [{ name: 'Gift Cards' }, { name: 'Meal Plans' }, { name: 'Hampers & Bundles' }] },
];

/** Slugs of the categories that hold the special product types. */
export const specialCategories = {
  giftCards: 'gift-cards',
  mealPlans: 'meal-plans',
  hampers: 'hampers-bundles',
  proteinPowders: 'protein-powders',
} as const;
