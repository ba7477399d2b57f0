/**
 * The catalogue of a euro store view (issue 13; docs/store-view-content.md): the default view's
 * catalogue as new documents with the same ids and skus (the same goods), priced in the view's own
 * euro price list, with the categories, labels, CMS pages and blocks in the view's language. Product
 * names and descriptions stay English, as the issue allows. `base` is never changed.
 */
import { findTaxRate } from '../../src/domain/tax.ts';
import { shippingTermsOf } from '../../src/domain/shipping.ts';
import { DEFAULT_STORE_VIEW, STORE_VIEWS, type ServerStoreView } from '../services/storeViews.ts';
import { euroGiftCardValue } from './euroPrices.ts';
import { isGiftCard, priceProductsInEuro } from './euroProducts.ts';
import type { Catalogue } from './generate.ts';
import { PRODUCT_TAX_CLASS_BASIC_FOOD, PRODUCT_TAX_CLASS_FOOD, PRODUCT_TAX_CLASS_GOODS } from './taxrules.ts';
import { translateAttributes, translateCategories, translateProducts, type LabelContext } from './viewCategories.ts';
import { shopValues, viewCmsBlocks, viewCmsPages } from './viewCms.ts';
import { viewTexts, type EuroStoreCode } from './viewTexts.ts';

/** "4,90 €", "50 €": euro as the view's locale writes it, whole amounts without cents. */
export function euroText(amount: number, locale: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, useGrouping: 'always' }).format(amount);
}

const localeOf = (view: ServerStoreView) => `${view.language}-${view.taxCountry}`;

/** The placeholders of the view's CMS texts: its shipping terms, VAT rates and gift card values. */
function cmsValues(base: Catalogue, view: ServerStoreView, giftCards: number[]): Record<string, string> {
  const locale = localeOf(view);
  const terms = shippingTermsOf(view.currency);
  const vat = (taxClass: number) => String(findTaxRate(taxClass, base.taxrules, { country: view.taxCountry }));
  return {
    ...shopValues(),
    courier: euroText(terms.flatRate, locale),
    freeFrom: euroText(terms.freeFrom, locale),
    giftCards: new Intl.ListFormat(view.language, { type: 'disjunction' }).format(giftCards.map((v) => euroText(v, locale))),
    vatStandard: vat(PRODUCT_TAX_CLASS_GOODS),
    vatBasicFood: vat(PRODUCT_TAX_CLASS_BASIC_FOOD),
    vatFood: vat(PRODUCT_TAX_CLASS_FOOD),
  };
}

export function viewCatalogue(base: Catalogue, storeCode: EuroStoreCode): Catalogue {
  const view = STORE_VIEWS.find((v) => v.storeCode === storeCode);
  if (!view || view.currency !== 'EUR') throw new Error(`"${storeCode}" is not a euro store view`);
  const texts = viewTexts(storeCode);
  // One copy of the whole catalogue keeps the flat category documents and their nested children_data the same objects.
  const out = structuredClone(base);
  const giftCards = [...new Set(base.products.filter(isGiftCard).map((p) => euroGiftCardValue(Number(p.price))))].sort((a, b) => a - b);

  priceProductsInEuro(out.products, (taxClass) => ({
    rand: findTaxRate(taxClass, base.taxrules, { country: DEFAULT_STORE_VIEW.taxCountry }),
    euro: findTaxRate(taxClass, base.taxrules, { country: view.taxCountry }),
  }));
  const categories = translateCategories(out.categories, texts);
  const labels: LabelContext = { texts, money: (amount) => euroText(amount, localeOf(view)), giftValue: euroGiftCardValue };
  translateProducts(out.products, categories, labels);
  translateAttributes(out.attributes, labels);
  const cms = { texts, storeId: view.storeId, prefix: `/${storeCode}`, slugOf: categories.slugOf, values: cmsValues(base, view, giftCards) };
  out.cms_pages = viewCmsPages(base.cms_pages, cms);
  out.cms_blocks = viewCmsBlocks(base.cms_blocks, cms);
  return out;
}
