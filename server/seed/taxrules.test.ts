// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findTaxRate, storeVatPercent } from '../../src/domain/tax.ts';
import { buildTaxRules, taxClassOfChain } from './taxrules.ts';

const rules = buildTaxRules();

describe('the demo VAT per store view and tax class', () => {
  it.each([
    // class, ZA, DE, IT
    ['standard goods (2)', 2, 15, 19, 22],
    ['basic food (5)', 5, 15, 7, 4],
    ['food and supplements (6)', 6, 15, 7, 10],
    ['no tax class (0, gift cards)', 0, 0, 0, 0],
    ['an unknown class', 9, 0, 0, 0],
  ])('%s: ZA %d%%, DE %d%%, IT %d%%', (_name, classId, za, de, it) => {
    const rate = (country: string) => findTaxRate(classId, rules, { country, groupId: 0 });
    expect([rate('ZA'), rate('DE'), rate('IT')]).toEqual([za, de, it]);
  });

  it.each([
    ['ZA', 15],
    ['DE', 19],
    ['IT', 22],
  ])('taxes shipping in %s at the standard rate %d%%', (country, rate) => expect(storeVatPercent(rules, country)).toBe(rate));

  it.each([
    [['Pantry', 'Baking', 'Flours'], 5],
    [['Pantry', 'Baking', 'Sweeteners'], 6],
    [['Supplements', 'Vitamins', 'Multivitamins'], 6],
    [['Beverages', 'Kombucha & Juices'], 2],
    [['Beverages', 'Teas', 'Rooibos'], 6],
    [['Natural Beauty', 'Skincare', 'Face Care'], 2],
    [['Eco Home', 'Cleaning'], 2],
  ])('files a product of %j under tax class %d', (chain, classId) => expect(taxClassOfChain(chain)).toBe(classId));
});
