import { runtimeConfig } from '../lib/runtimeConfig';

/**
 * Spec 001 §1: error reporting only with a DSN, live chat only with a property id. Without them
 * nothing is requested: the reporting SDK is a lazy chunk, the chat its provider's own script.
 */
export function startIntegrations(): void {
  const { sentryDsn, sentryEnvironment, chatScript } = runtimeConfig();
  if (sentryDsn) void import('./errorReporting').then(({ startErrorReporting }) => startErrorReporting(sentryDsn, sentryEnvironment ?? 'local'));
  if (chatScript) {
    // The provider's standard embed: one async script from its own origin (allowed by the server's CSP).
    const script = document.createElement('script');
    script.async = true;
    script.src = chatScript;
    script.crossOrigin = 'anonymous';
    document.body.append(script);
  }
}
