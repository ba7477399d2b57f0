// i18next's resource typing: every key a component passes to t() must exist in locales/en, so a
// missing or misspelt key fails the typecheck. All files are merged into one namespace (i18n.ts).
import type account from '../../locales/en/account.json';
import type cart from '../../locales/en/cart.json';
import type catalog from '../../locales/en/catalog.json';
import type category from '../../locales/en/category.json';
import type checkout from '../../locales/en/checkout.json';
import type cms from '../../locales/en/cms.json';
import type common from '../../locales/en/common.json';
import type compare from '../../locales/en/compare.json';
import type contact from '../../locales/en/contact.json';
import type home from '../../locales/en/home.json';
import type install from '../../locales/en/install.json';
import type newsletter from '../../locales/en/newsletter.json';
import type order from '../../locales/en/order.json';
import type payment from '../../locales/en/payment.json';
import type product from '../../locales/en/product.json';
import type search from '../../locales/en/search.json';
import type stores from '../../locales/en/stores.json';
import type user from '../../locales/en/user.json';
import type validation from '../../locales/en/validation.json';
import type wishlist from '../../locales/en/wishlist.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof account &
        typeof cart &
        typeof catalog &
        typeof category &
        typeof checkout &
        typeof cms &
        typeof common &
        typeof compare &
        typeof contact &
        typeof home &
        typeof install &
        typeof newsletter &
        typeof order &
        typeof payment &
        typeof product &
        typeof search &
        typeof stores &
        typeof user &
        typeof validation &
        typeof wishlist;
    };
  }
}
