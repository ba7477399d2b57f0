/**
 * The optional integrations of spec 001 §1: error reporting (a Sentry DSN) and live chat (a chat
 * property id). Read from the server's environment at start and handed to the PWA at run time in
 * the served index.html (no rebuild): a JSON script element, which the browser never executes.
 */
export interface IntegrationsConfig {
  /** SENTRY_DSN: where the PWA reports its errors; null: no reporting, the SDK is never loaded. */
  sentryDsn: string | null;
  /** SENTRY_ENVIRONMENT: the environment the reports are filed under ('local' unless set). */
  sentryEnvironment: string;
  /** CHAT_PROPERTY_ID: the live chat property; null: no chat, its script is never requested. */
  chatPropertyId: string | null;
  /** CHAT_WIDGET_ID: the property's widget ('default' unless set). */
  chatWidgetId: string;
}

/** The live chat provider's embed (a Tawk.to-style script URL) and the hosts it loads from. */
export const CHAT_EMBED_ORIGIN = 'https://embed.tawk.to';
const CHAT_HOSTS = ['https://*.tawk.to', 'wss://*.tawk.to'];

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function integrationsFrom(env: NodeJS.ProcessEnv): IntegrationsConfig {
  const sentryDsn = env.SENTRY_DSN?.trim() || null;
  if (sentryDsn) {
    let url: URL | null = null;
    try {
      url = new URL(sentryDsn);
    } catch {
      // reported below
    }
    if (!url || !/^https?:$/.test(url.protocol) || !url.username || !/\/\d+$/.test(url.pathname)) {
      throw new Error('SENTRY_DSN must look like https://<public key>@<host>/<project id>');
    }
  }
  const sentryEnvironment = env.SENTRY_ENVIRONMENT?.trim() || 'local';
  if (!/^[^\s/]{1,64}$/.test(sentryEnvironment)) throw new Error(`SENTRY_ENVIRONMENT must be one word without "/", got "${sentryEnvironment}"`);
  const chatPropertyId = env.CHAT_PROPERTY_ID?.trim() || null;
  if (chatPropertyId && !ID.test(chatPropertyId)) throw new Error(`CHAT_PROPERTY_ID must be letters, digits, "-" or "_", got "${chatPropertyId}"`);
  const chatWidgetId = env.CHAT_WIDGET_ID?.trim() || 'default';
  if (!ID.test(chatWidgetId)) throw new Error(`CHAT_WIDGET_ID must be letters, digits, "-" or "_", got "${chatWidgetId}"`);
  return { sentryDsn, sentryEnvironment, chatPropertyId, chatWidgetId };
}

/** What the PWA reads (src/lib/runtimeConfig.ts): only what is switched on. */
export function runtimeConfig(cfg: IntegrationsConfig): Record<string, string> {
  const out: Record<string, string> = {};
  if (cfg.sentryDsn) Object.assign(out, { sentryDsn: cfg.sentryDsn, sentryEnvironment: cfg.sentryEnvironment });
  if (cfg.chatPropertyId) out.chatScript = `${CHAT_EMBED_ORIGIN}/${cfg.chatPropertyId}/${cfg.chatWidgetId}`;
  return out;
}

/** index.html with the runtime configuration before </head> ("<" escaped: the JSON cannot end the element); unchanged when nothing is on. */
export function withRuntimeConfig(html: string, cfg: IntegrationsConfig): string {
  const values = runtimeConfig(cfg);
  if (!Object.keys(values).length) return html;
  const json = JSON.stringify(values).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="runtime-config">${json}</script></head>`);
}

/** Sources the page's content security policy adds for what is switched on, per directive. */
export function cspAdditions(
  cfg: IntegrationsConfig,
): Partial<Record<'script-src' | 'connect-src' | 'style-src' | 'img-src' | 'font-src' | 'frame-src', string[]>> {
  const out: ReturnType<typeof cspAdditions> = {};
  const add = (directive: keyof typeof out, sources: string[]) => (out[directive] = [...(out[directive] ?? []), ...sources]);
  if (cfg.sentryDsn) add('connect-src', [new URL(cfg.sentryDsn).origin]);
  if (cfg.chatPropertyId) {
    for (const d of ['script-src', 'style-src', 'img-src', 'font-src', 'frame-src'] as const) add(d, [CHAT_EMBED_ORIGIN, CHAT_HOSTS[0]]);
    add('connect-src', CHAT_HOSTS);
  }
  return out;
}
