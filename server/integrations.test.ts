// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cspAdditions, integrationsFrom, withRuntimeConfig } from './integrations.ts';
import { pageCsp } from './plugins/security.ts';

const DSN = 'https://abc123@errors.example.com/42';
const html = '<html><head><title>Shop</title></head><body></body></html>';

describe('optional integrations (spec 001 §1)', () => {
  it('are off unless configured, with the environment "local" by default', () => {
    const cfg = integrationsFrom({});
    expect(cfg).toEqual({ sentryDsn: null, sentryEnvironment: 'local', chatPropertyId: null, chatWidgetId: 'default' });
    expect(withRuntimeConfig(html, cfg)).toBe(html);
    expect(pageCsp(cspAdditions(cfg))).toBe(pageCsp());
  });

  it('hand the PWA what is switched on, and let the page reach it', () => {
    const cfg = integrationsFrom({ SENTRY_DSN: DSN, SENTRY_ENVIRONMENT: 'staging', CHAT_PROPERTY_ID: 'prop1' });
    const page = withRuntimeConfig(html, cfg);
    const json = /<script type="application\/json" id="runtime-config">(.*?)<\/script><\/head>/.exec(page)?.[1];
    expect(JSON.parse(json!)).toEqual({ sentryDsn: DSN, sentryEnvironment: 'staging', chatScript: 'https://embed.tawk.to/prop1/default' });
    const csp = pageCsp(cspAdditions(cfg));
    expect(csp).toMatch(/connect-src 'self' https:\/\/errors\.example\.com https:\/\/\*\.tawk\.to wss:\/\/\*\.tawk\.to;/);
    expect(csp).toContain("script-src 'self' https://embed.tawk.to https://*.tawk.to;");
    expect(csp).toContain("frame-src 'self' https://embed.tawk.to");
  });

  it('only the DSN: the chat stays off', () => {
    const cfg = integrationsFrom({ SENTRY_DSN: DSN });
    expect(cfg.chatPropertyId).toBeNull();
    expect(pageCsp(cspAdditions(cfg))).not.toContain('tawk');
  });

  it('cannot be used to end the JSON element', () => {
    const page = withRuntimeConfig(html, { ...integrationsFrom({ SENTRY_DSN: DSN }), sentryEnvironment: '</script><b>' });
    expect(page).not.toContain('</script><b>');
  });

  it.each([
    [{ SENTRY_DSN: 'not a url' }, /SENTRY_DSN/],
    [{ SENTRY_DSN: 'https://errors.example.com/42' }, /SENTRY_DSN/],
    [{ SENTRY_DSN: 'ftp://k@errors.example.com/42' }, /SENTRY_DSN/],
    [{ SENTRY_ENVIRONMENT: 'a b' }, /SENTRY_ENVIRONMENT/],
    [{ CHAT_PROPERTY_ID: '../x' }, /CHAT_PROPERTY_ID/],
    [{ CHAT_PROPERTY_ID: 'p', CHAT_WIDGET_ID: 'w"><script>' }, /CHAT_WIDGET_ID/],
  ])('refuse %j at start', (env, message) => {
    expect(() => integrationsFrom(env)).toThrow(message);
  });
});
