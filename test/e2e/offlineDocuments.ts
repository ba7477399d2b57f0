import type { BrowserContext } from '@playwright/test';

/**
 * Chromium's offline emulation (`context.setOffline(true)`) reaches the documents that are open when
 * it is set, but with Debian's Chromium 150 and Playwright 1.65 not a document loaded after it: after
 * a reload, a navigation or in a new page `navigator.onLine` says true while the network is cut
 * (networkSwitch.ts cuts it for real either way), so the shop starts believing it is online. Until
 * the browser does it again, an init script makes such a document report what the context is set
 * to, read from a cookie the `network` fixture sets, and going online again announces it there with
 * the `online` event the browser would have fired. Documents the emulation does reach are unchanged.
 */
const COOKIE = 'e2e-offline';

function reportContextOffline(cookie: string): void {
  const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  if (!real?.get) return;
  const read = real.get;
  const cut = () => {
    try {
      return document.cookie.split(/;\s*/).includes(`${cookie}=1`);
    } catch {
      return false;
    }
  };
  Object.defineProperty(Navigator.prototype, 'onLine', {
    configurable: true,
    enumerable: real.enumerable,
    get(this: Navigator) {
      const value = read.call(this) as boolean;
      if (!value || !cut()) return value;
      (window as { __e2eToldOffline?: boolean }).__e2eToldOffline = true;
      return false;
    },
  });
}

export async function watchOfflineDocuments(context: BrowserContext): Promise<void> {
  await context.addInitScript(reportContextOffline, COOKIE);
}

export async function markOffline(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: COOKIE, value: '1', url: baseURL }]);
}

export async function markOnline(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: COOKIE });
  for (const page of context.pages()) {
    await page
      .evaluate(() => {
        const w = window as { __e2eToldOffline?: boolean };
        if (!w.__e2eToldOffline) return;
        delete w.__e2eToldOffline;
        window.dispatchEvent(new Event('online'));
      })
      .catch(() => undefined); // a page closing or navigating: its next document reads the cookie
  }
}
