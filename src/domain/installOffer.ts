/**
 * When the shop offers to be installed (issue 10). Pure: the install element feeds it what the
 * browser and the device's memory say. Never on the first view of the shop (a shopper who has just
 * arrived has not decided to come back), never in checkout (nothing may stand between a shopper and
 * paying), not again for a while after "Not now", and never once installed.
 */

/** A dismissal is remembered this long. */
export const DISMISS_MS = 14 * 86_400_000;

export interface InstallFacts {
  /** How many times this browser has opened the shop (each page load: a reload or a new tab counts). */
  opens: number;
  /** An order was placed on this device: that shopper has come back for good reason. */
  orderPlaced: boolean;
  inCheckout: boolean;
  /** When "Not now" was pressed last (ms), if ever. */
  dismissedAt: number | null;
  now: number;
  /** Installed (appinstalled seen) or running as the installed app (display-mode: standalone). */
  installed: boolean;
  /** The browser handed over its install prompt (beforeinstallprompt). */
  canPrompt: boolean;
  /** A browser that installs only by hand, without an install event (Safari on iOS). */
  installsByHand: boolean;
}

export type InstallOffer = 'none' | 'prompt' | 'hint';

/** Whether the offer may show at all: from the second opening on, or once an order was placed. */
export function offerMayShow(f: Pick<InstallFacts, 'opens' | 'orderPlaced'>): boolean {
  return f.opens >= 2 || f.orderPlaced;
}

export function installOffer(f: InstallFacts): InstallOffer {
  if (f.installed || f.inCheckout) return 'none';
  if (!offerMayShow(f)) return 'none';
  if (f.dismissedAt !== null && f.now - f.dismissedAt < DISMISS_MS) return 'none';
  if (f.canPrompt) return 'prompt';
  return f.installsByHand ? 'hint' : 'none';
}

/** Checkout and the payment return page (order/status) both belong to paying. */
export function isCheckoutPath(pathname: string): boolean {
  return /^\/(checkout|order\/status)(\/|$)/.test(pathname);
}

/**
 * iPhone, iPad and iPod browsers (every one is Safari underneath) never fire beforeinstallprompt;
 * they install through Share → Add to Home Screen. An iPad asking for the desktop site says
 * "Macintosh" but has a touch screen.
 */
export function installsByHand(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
