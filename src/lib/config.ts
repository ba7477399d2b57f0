import { pathInView, viewOfPath } from '../domain/storeView';
import { readMultistore } from './multistore';

/**
 * Client configuration, parsed once (STYLE 6). Build-time values come from Vite env
 * (VITE_API_URL); store views are the spec's (spec 000 §1, spec 001 §9).
 */
export interface StoreView {
  storeCode: string;
  storeId: number;
  name: string;
  /** URL prefix, '' for the default store view. */
  prefix: string;
  appendStoreCode: boolean;
  /** The catalogue index the search API is asked for (spec 000 §7: 'ido' for the default view). */
  index: string;
  i18n: { defaultLocale: string; currencyCode: string; currencySign: string; defaultLanguage: string };
  tax: { defaultCountry: string; defaultRegion: string; calculateServerSide: boolean };
}

export interface AppConfig {
  /** '' = same origin as the PWA. */
  apiUrl: string;
  storeViews: Record<string, StoreView>;
  defaultStoreCode: string;
  multistore: boolean;
  cart: {
    maxBypassAttempts: number;
    minicartCountType: 'items' | 'quantities';
    serverMergeByDefault: boolean;
    /** Spec 000 §4 merge switches (VSF defaults false: the client's lines win unless configured). */
    serverSyncCanRemoveLocalItems: boolean;
    serverSyncCanModifyLocalItems: boolean;
  };
  orders: {
    directBackendSync: boolean;
    /** Send offline orders without asking once online (spec 001 §2); off: the shopper confirms 'Order waiting!'. */
    automaticTransmission: boolean;
  };
  queues: { maxNetworkTaskAttempts: number };
  users: { tokenInHeader: boolean; autoRefreshTokens: boolean; pageSecurityEnabled: boolean };
  products: { listOutOfStockProducts: boolean; pageSize: number };
  notifications: { defaultTimeToLive: number };
}

const defaultView: StoreView = {
  storeCode: 'default',
  storeId: 1,
  name: 'South Africa',
  prefix: '',
  appendStoreCode: false,
  index: 'ido',
  i18n: { defaultLocale: 'en-US', currencyCode: 'ZAR', currencySign: 'R', defaultLanguage: 'EN' },
  tax: { defaultCountry: 'ZA', defaultRegion: '', calculateServerSide: true },
};

/** A euro store view of another country, served under /<code> from its own index and in its own language. */
function euroView(storeCode: string, storeId: number, name: string, country: string): StoreView {
  return {
    ...defaultView,
    storeCode,
    storeId,
    name,
    prefix: `/${storeCode}`,
    appendStoreCode: true,
    index: `ido_${storeCode}`,
    i18n: { defaultLocale: `${storeCode}-${country}`, currencyCode: 'EUR', currencySign: '€', defaultLanguage: storeCode.toUpperCase() },
    tax: { defaultCountry: country, defaultRegion: '', calculateServerSide: true },
  };
}

function readApiUrl(): string {
  const raw = (import.meta.env?.VITE_API_URL as string | undefined) ?? '';
  if (raw && !/^https?:\/\//.test(raw)) throw new Error(`VITE_API_URL must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/$/, '');
}

export const config: AppConfig = {
  apiUrl: readApiUrl(),
  storeViews: {
    default: defaultView,
    de: euroView('de', 3, 'Deutschland', 'DE'),
    it: euroView('it', 4, 'Italia', 'IT'),
  },
  defaultStoreCode: 'default',
  // The server's MULTISTORE switch, read at run time (lib/multistore.ts); off by default.
  multistore: readMultistore(),
  cart: {
    maxBypassAttempts: 1,
    minicartCountType: 'quantities',
    serverMergeByDefault: true,
    serverSyncCanRemoveLocalItems: false,
    serverSyncCanModifyLocalItems: false,
  },
  orders: { directBackendSync: true, automaticTransmission: false },
  queues: { maxNetworkTaskAttempts: 3 },
  users: { tokenInHeader: true, autoRefreshTokens: true, pageSecurityEnabled: false },
  products: { listOutOfStockProducts: true, pageSize: 50 },
  notifications: { defaultTimeToLive: 10_000 },
};

/**
 * The view the app runs in: with multistore on, the one whose prefix starts the address ('/de/…');
 * else the default one. Fixed for a page's life: another view is opened with a page load (the
 * router's basename, the saved state and the caches are the view's).
 */
export function currentStoreView(): StoreView {
  const fallback = config.storeViews[config.defaultStoreCode];
  return viewOfPath(globalThis.location?.pathname ?? '/', Object.values(config.storeViews), fallback, config.multistore);
}

/** A path of the route table as a URL of the current view ('/cart' → '/de/cart'): for addresses made outside the router. */
export const viewPath = (path: string): string => pathInView(path, currentStoreView().prefix);

/**
 * A name of the current view's own local data (saved state, cart channel, cache keys): the default
 * view's names stay as they were. `separator` lets keys pick one their names cannot contain.
 */
export const viewScoped = (name: string, separator = '-'): string => {
  const { prefix, storeCode } = currentStoreView();
  return prefix ? `${name}${separator}${storeCode}` : name;
};
