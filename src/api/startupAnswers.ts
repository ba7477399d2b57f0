import { config } from '../lib/config';
import { STARTUP_DATA_ID, startupAnswers } from '../domain/startupData';

/**
 * The answers a product page's index.html brought for its first catalogue request (issue 15;
 * domain/startupData.ts). Each is used once, by the first request for that very address, and only
 * while the app starts: main.tsx drops the rest after its first requests, so a later request (a
 * client-side navigation, a retry minutes later) always asks the network. A page without them (the
 * service worker's offline shell, any other page) simply asks the network.
 */
let answers: Map<string, string> | null = null;

function read(): Map<string, string> {
  const element = typeof document === 'undefined' ? null : document.getElementById(STARTUP_DATA_ID);
  element?.remove();
  // Only the API this page was served by brought them: an API configured elsewhere has its own data.
  if (!element || (config.apiUrl && new URL(config.apiUrl).origin !== location.origin)) return new Map();
  return startupAnswers(element.textContent, location.pathname);
}

/** The response index.html brought for this request URL, once; undefined when there is none (left). */
export function takeStartupAnswer(url: string): Response | undefined {
  answers ??= read();
  if (!answers.size) return undefined;
  const path = url.startsWith(config.apiUrl) ? url.slice(config.apiUrl.length) : url;
  const body = answers.get(path);
  answers.delete(path);
  return body === undefined ? undefined : new Response(body, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/** Drops the answers the first requests did not take (main.tsx): nothing later may get the page's start-up data. */
export function dropStartupAnswers(): void {
  answers ??= read();
  answers.clear();
}

/** Forgets what was read (unit tests start each case from a fresh page). */
export function resetStartupAnswers(): void {
  answers = null;
}
