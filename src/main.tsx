import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './app/i18n';
import { makePersistedStore, whenRehydrated } from './app/persist';
import { startCartListeners } from './features/cart/cartListeners';
import { listenForConnectivity } from './features/ui/connectivity';
import './styles/index.css';

// Listeners first: the cart syncs on persist/REHYDRATE, which the persisted store dispatches.
startCartListeners();
const { store, persistor } = makePersistedStore();
listenForConnectivity(store.dispatch);
// English is bundled, so this resolves at once for the default store view.
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
);

// Not needed for the first paint, so outside the entry chunk (first-load JS budget):
// the order queue reads the restored state (spec 001 §4: unsent orders are asked about on start),
// and the service worker registers once the page has loaded.
void whenRehydrated(persistor)
  .then(() => import('./features/order/startOrderQueue'))
  .then(({ startOrderQueue }) => startOrderQueue(store.dispatch));
const registerSw = () => void import('./app/serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker(store.dispatch));
if (document.readyState === 'complete') registerSw();
else window.addEventListener('load', registerSw, { once: true });
