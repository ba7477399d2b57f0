/**
 * The browser's install prompt (beforeinstallprompt, Chromium): kept until the shopper asks for it.
 * main.tsx catches an early event (it fires once per page load, maybe before this chunk is loaded)
 * into window.installPromptEvent; later ones arrive here directly.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    installPromptEvent?: BeforeInstallPromptEvent;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let installedNow = false;

export function pendingPrompt(): BeforeInstallPromptEvent | null {
  return window.installPromptEvent ?? null;
}

export function wasInstalledNow(): boolean {
  return installedNow;
}

/** Subscribes to changes (a prompt offered or used, the app installed); returns the unsubscribe. */
export function onInstallChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = () => listeners.forEach((l) => l());

let listening = false;
export function listenForInstallEvents(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own element offers it, at a moment of our rules, instead of the browser's mini-infobar.
    event.preventDefault();
    window.installPromptEvent = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    installedNow = true;
    window.installPromptEvent = undefined;
    changed();
  });
}

/** Shows the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed'> {
  const event = pendingPrompt();
  if (!event) return 'dismissed';
  window.installPromptEvent = undefined;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome;
}

/** Running as the installed app: Chromium's display-mode, Safari's navigator.standalone. */
export function runsStandalone(): boolean {
  return Boolean(window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone);
}

/** Tests: a new page load (nothing installed in it yet, no prompt kept). */
export function forgetInstallEvents(): void {
  installedNow = false;
  window.installPromptEvent = undefined;
}
