/**
 * What the server's environment switches on at run time (server/integrations.ts): a JSON element the
 * server adds to index.html. The service worker's precached shell carries the copy of its install.
 * Absent (the dev server, a build served elsewhere): nothing is switched on.
 */
export interface RuntimeConfig {
  sentryDsn?: string;
  sentryEnvironment?: string;
  chatScript?: string;
}

export function runtimeConfig(): RuntimeConfig {
  try {
    const parsed: unknown = JSON.parse(document.getElementById('runtime-config')?.textContent ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as RuntimeConfig) : {};
  } catch {
    return {};
  }
}
