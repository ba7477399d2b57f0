import { viewOfPath } from '../domain/storeView';
import { config } from '../lib/config';
import { rememberMultistore, servedByWorker } from '../lib/multistore';

/**
 * A page opened from the service worker's precached shell runs with the switch the server gave last
 * time (lib/multistore.ts). Online, the server is asked again (HEAD /, a header, no page); a new
 * answer is remembered, and the page is reloaded only when it changes which store view it shows.
 */
export async function checkMultistore(fetchFn: typeof fetch = fetch): Promise<void> {
  if (!servedByWorker() || !navigator.onLine) return;
  let answer: string | null;
  try {
    const res = await fetchFn('/?vs-multistore', { method: 'HEAD', cache: 'no-store', headers: { Accept: 'text/html' } });
    answer = res.headers.get('x-vs-multistore');
  } catch {
    return; // offline after all: the remembered switch stays
  }
  if (answer !== 'on' && answer !== 'off') return;
  const on = answer === 'on';
  if (on === config.multistore) return;
  rememberMultistore(answer);
  const views = Object.values(config.storeViews);
  const fallback = config.storeViews[config.defaultStoreCode];
  if (viewOfPath(location.pathname, views, fallback, on) !== viewOfPath(location.pathname, views, fallback, config.multistore)) location.reload();
}
