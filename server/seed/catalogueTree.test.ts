// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoryTree, checkDepartments } from './catalogueTree.ts';
import type { CategoryNode, ProductKind } from './catalogueTypes.ts';

const kind: ProductKind = { nouns: ['Oat Flour'], sizes: ['1kg'], price: [39, 89], shape: 'pouch', diet: { vegan: 1 }, ingredients: ['Oats (100%)'] };
const department = (k: Partial<ProductKind>): CategoryNode[] => [{ name: 'Pantry', children: [{ name: 'Flours', kind: { ...kind, ...k } }] }];

describe('the demo departments (data/*.json)', () => {
  it('are read and checked: the departments of the menu, with aisles that hold products', () => {
    expect(categoryTree.map((d) => d.name)).toEqual([
      'Pantry',
      'Superfoods',
      'Snacks & Bars',
      'Supplements',
      'Sports Nutrition',
      'Keto & Banting',
      'Vegan',
      'Gluten-free',
      'Baby & Kids',
      'Natural Beauty',
      'Eco Home',
      'Beverages',
      'Gifts & Meal Plans',
    ]);
    const kinds = categoryTree.flatMap(function walk(n): CategoryNode[] {
      return [n, ...(n.children ?? []).flatMap(walk)];
    });
    expect(kinds.filter((n) => n.kind).length).toBeGreaterThan(20);
  });

  it('refuses a mistake and names where it is', () => {
    expect(checkDepartments(department({}), 'x.json')).toHaveLength(1);
    expect(() => checkDepartments(department({ shape: 'crate' as never }), 'x.json')).toThrow('x.json: top › Pantry › Flours: unknown shape "crate"');
    expect(() => checkDepartments(department({ price: [90, 10] }), 'x.json')).toThrow(/price must be/);
    expect(() => checkDepartments(department({ nouns: [] }), 'x.json')).toThrow(/nouns, sizes and ingredients/);
    expect(() => checkDepartments(department({ diet: { paleo: 1 } as never }), 'x.json')).toThrow(/diet/);
    expect(() => checkDepartments([{ name: '' }], 'x.json')).toThrow('x.json: a category without a name at top');
    expect(() => checkDepartments({} as never, 'x.json')).toThrow(/list of departments/);
  });
});
