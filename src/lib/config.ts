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

function readApiUrl(): string {
  const raw = (import.meta.env?.VITE_API_URL as string | undefined) ?? '';
  if (raw && !/^https?:\/\//.test(raw)) throw new Error(`VITE_API_URL must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/$/, '');
}

export const config: AppConfig = {
  apiUrl: readApiUrl(),
  storeViews: {
    default: defaultView,
    de: {
      ...defaultView,
      storeCode: 'de',
      storeId: 3,
      name: 'Deutschland',
      prefix: '/de',
      appendStoreCode: true,
      index: 'ido_de',
      i18n: { defaultLocale: 'de-DE', currencyCode: 'EUR', currencySign: '€', defaultLanguage: 'DE' },
      tax: { defaultCountry: 'DE', defaultRegion: '', calculateServerSide: true },
    },
    it: {
      ...defaultView,
      storeCode: 'it',
      storeId: 4,
      name: 'Italia',
      prefix: '/it',
      appendStoreCode: true,
      index: 'ido_it',
      i18n: { defaultLocale: 'it-IT', currencyCode: 'EUR', currencySign: '€', defaultLanguage: 'IT' },
      tax: { defaultCountry: 'IT', defaultRegion: '', calculateServerSide: true },
    },
  },
  defaultStoreCode: 'default',
  multistore: false,
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

export function currentStoreView(): StoreView {
  return config.storeViews[config.defaultStoreCode];
}
