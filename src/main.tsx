import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// The entry chunk's evaluation is cut into three tasks here and after App (lib/evaluationBreak).
import './lib/evaluationBreak';
import { App } from './App';
import './lib/evaluationBreak2';
import { prefetchEnglish, startI18n } from './lib/i18n';
import { afterMainImages } from './lib/afterMainImages';
import { holdBootPicture } from './lib/bootPicture';
import { formatPrice } from './lib/format';
import { currentStoreView, viewScoped } from './lib/config';
import { pathWithinView } from './domain/storeView';
import { categorySlugOfPath, productSkuOfPath } from './domain/catalogSearchPath';
import { dropStartupAnswers } from './api/startupAnswers';
import { savedStateMayExist } from './lib/savedStateExists';
import { JOURNAL_KEY } from './lib/storageNames';
import { holdLaterWorkUntilPageShown, holdPagesUntilStateRestored } from './lib/startupGate';
import { whenIdle, yieldToBrowser } from './lib/yieldToBrowser';
import { makeStore } from './app/store';
import { prefetchCategory } from './features/category/categoryPrefetch';
import { prefetchHome } from './features/home/homeQueries';
import { prefetchProductBySku } from './features/product/productPrefetch';
import { prefetchSearchResults } from './features/search/searchPrefetch';
import { listenForConnectivity } from './features/ui/connectivity';
import { startIntegrations } from './app/integrations';
import { ignoreNotLoaded, watchLazyCode } from './app/lazyCode';
import './styles/index.css';

// Asked first, before this page's own writes (the catalogue cache) create a database.
const mayHaveSavedState = savedStateMayExist();
// Chromium offers to install once per page load, maybe before the install offer's chunk is here:
// kept for it (features/install, started with the service worker below).
addEventListener('beforeinstallprompt', (e) => {
  e.preventDefault();
  window.installPromptEvent = e as never;
});
// Installed from the browser's own menu before that chunk is here (it may wait for an order): the
// kept prompt is spent, so the offer it starts later does not offer it.
addEventListener('appinstalled', () => (window.installPromptEvent = undefined));
// The first page's data is requested now, while the app starts (its largest paint needs it): the
// home page's blocks, or a category's or a product's lookups (a few hundred bytes in the entry chunk:
// as lazy chunks they would wait for their own round trip first). True for a catalogue page.
const firstPath = pathWithinView(location.pathname, currentStoreView().prefix);
const onHome = firstPath === '/' || firstPath === '/pwa.html';
function prefetchFirstPage(): boolean {
  // Decoded as the router does; a malformed escape (`/c/%E0%A4%A`) prefetches nothing instead of stopping the start.
  const category = categorySlugOfPath(firstPath);
  const sku = productSkuOfPath(firstPath);
  if (onHome) prefetchHome();
  else if (category !== null)
    prefetchPage(
      () => import('./features/category/CategoryPage'),
      () => prefetchCategory(category),
    );
  else if (sku !== null)
    prefetchPage(
      () => import('./features/product/ProductPage'),
      () => prefetchProductBySku(sku),
    );
  else if (firstPath === '/search')
    prefetchPage(
      () => import('./features/search/SearchResultsPage'),
      () => prefetchSearchResults(new URLSearchParams(location.search).get('q') ?? ''),
    );
  else return false;
  return true;
}
// A lazy page's code and the English texts it waits for (app/router) are asked for right after its
// data, not once React has rendered the layout: on a slow phone that first render ends long after
// the data's requests went out (issue 15). The router's own import then finds the module loading.
// The data's requests go first, and each step is a task of its own: sending a request costs the
// main thread a few milliseconds on a slow phone, and the page's code pulls in several chunks and
// style sheets. Together they were one task of about 150 ms there, with the data's requests last.
function prefetchPage(code: () => Promise<unknown>, data: () => void): void {
  data();
  void yieldToBrowser()
    .then(() => {
      code().catch(() => undefined);
      return yieldToBrowser();
    })
    .then(prefetchEnglish);
}
// The evaluation of this chunk, the page's requests (each a preload link or a fetch) and the store were
// one long task on a slow phone (issue 15): each is a task of its own.
await yieldToBrowser();
const onCatalogue = prefetchFirstPage();
// A product page's index.html answered its first request (api/startupAnswers): nothing later may use it.
dropStartupAnswers();
await yieldToBrowser();
const store = makeStore();
listenForConnectivity(store.dispatch);
// Lazy code that cannot be fetched (offline on a first visit) is told of, with a reload (app/lazyCode).
const parts = watchLazyCode(store.dispatch);
// The start is cut into several tasks, so that none of them blocks input for long on a slow phone.
await yieldToBrowser();

// What a first catalogue page does not need waits until its main pictures are on screen (see
// afterMainImages); the account, cart and checkout pages need the saved state at once.
const pageShown = onCatalogue ? afterMainImages() : Promise.resolve();
holdLaterWorkUntilPageShown(pageShown);
// The saved state (IndexedDB) is read back by a lazy chunk (redux-persist, app/persist), so the
// catalogue pages paint without waiting for it; every other page waits (startupGate). On a fresh
// device there is nothing to read back: it is done only once something needs it (a page or action
// that waits for the saved state, or another tab saving), so a first visit loads none of this code,
// nor the order queue, session and sync that start after it.
let restoring: Promise<void> | null = null;
let restoredNow: (done: Promise<void>) => void = () => undefined;
const restored = new Promise<void>((resolve) => (restoredNow = resolve));
const restoreState = () => {
  // The cart's and its prices' reactions (sync on persist/REHYDRATE, when back online, with a chosen
  // shipping method) all act on the saved cart: they start with its restore, before the REHYDRATE.
  restoring ??= parts
    .load(() => Promise.all([import('./app/persist'), import('./features/cart/cartListeners'), import('./features/price/priceListeners')]))
    .then(async ([{ persistAppStore, whenRehydrated }, { startCartListeners }, { startPriceListeners }]) => {
      startCartListeners();
      startPriceListeners();
      await whenRehydrated(persistAppStore(store));
    });
  restoredNow(restoring);
};
holdPagesUntilStateRestored(restored, () => {
  // Asked for by the shopper (a page, an add to the cart) after its code could not be fetched: told
  // again. Not for another tab's saving (below): that would bring the notice back at every change there.
  void restoring?.catch(parts.remind);
  restoreState();
});
void pageShown.then(async () => {
  if (await mayHaveSavedState) restoreState();
});
addEventListener('storage', (e) => e.key === viewScoped(JOURNAL_KEY) && restoreState());
// An English store view paints at once; the other English files load in the background.
await startI18n();
await yieldToBrowser();

// A transition: React renders the first tree in slices, yielding to the browser between them, instead
// of one long task (the static boot header of index.html stays on screen meanwhile).
// The page's main picture painted from the HTML stays on screen until the page shows its own.
holdBootPicture(pageShown);
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  ),
);

// Not needed for the first paint, so outside the entry chunk (first-load JS budget):
// the order queue reads the restored state (spec 001 §4: unsent orders are asked about on start),
// and the service worker (once the page has loaded) and the install offer start (app/pwa).
void restored
  .then(() => parts.load(() => import('./features/order/startOrderQueue')))
  .then(({ startOrderQueue }) => startOrderQueue(store.dispatch))
  .catch(ignoreNotLoaded);
// Issue 4: the cart is shared with the shop's other tabs once this tab's saved state is back; what the
// shopper changed before its code loaded is this tab's own change.
void restored
  .then(() => {
    const restoredCart = store.getState().cart;
    return parts
      .load(() => import('./features/cart/cartBroadcast'))
      .then(({ connectCartBroadcast }) => connectCartBroadcast(store, { restored: restoredCart }));
  })
  .catch(ignoreNotLoaded);
// Issue 10: a logged-in shopper's wishlist is kept with the account (listening before the session starts).
const wishlistSync = restored
  .then(() => parts.load(() => import('./features/wishlist/wishlistSync')))
  .then(({ startWishlistSync }) => startWishlistSync(store));
// Spec 001 §4 start: the saved session is restored (post-login flow) or the not-authorized event emitted.
// Not without the saved state (its reducers come with it); with it, also when the wishlist's sync failed.
void Promise.all([restored, wishlistSync.catch(() => undefined)])
  .then(() => parts.load(() => import('./features/user/startSession')))
  .then(({ startSession }) => startSession(store.dispatch))
  .catch(ignoreNotLoaded);
// Spec 001 §9: the storage quota check, and persistent storage once an order waits or the shop is installed.
void pageShown
  .then(() => parts.load(() => import('./app/storageWatch')))
  .then(({ startStorageWatch }) => startStorageWatch())
  .catch(ignoreNotLoaded);
void pageShown
  .then(() => parts.load(() => import('./app/pwa')))
  .then(({ startPwa }) => startPwa(store.dispatch))
  .catch(ignoreNotLoaded);
// Spec 001 §1: error reporting and live chat, each only when the server configures it.
void pageShown.then(startIntegrations);
// The first price formatter costs a few milliseconds (locale data): built while the page waits
// for its data, not while it renders the first tiles. The home page's largest paint (its banner)
// shows no price: there it waits until that paint is done, which the idle time before it is not.
void (onHome ? pageShown : Promise.resolve()).then(() => whenIdle(() => formatPrice(0)));
