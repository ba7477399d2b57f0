import path from 'node:path';
import { integrationsFrom, type IntegrationsConfig } from './integrations.ts';

/** Server configuration, parsed once from the environment at start-up (STYLE 6). Fails loudly. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database, image cache and generated media. */
  dataDir: string;
  /** postgres://… uses a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | null;
  /**
   * STATEMENT_TIMEOUT seconds a PostgreSQL statement of the API may run, lock waits included, before
   * PostgreSQL cancels it and the request answers 503 (0: no limit). Start-up work has none.
   */
  statementTimeout: number;
  /** Built PWA to serve; null serves the API only. */
  staticDir: string | null;
  /** Number of demo products generated on first start. */
  seedProducts: number;
  logLevel: string;
  /** Version answered by GET /api/ (vsf-api compatible). */
  apiVersion: string;
  /** Accounts, tokens and mail (issue 5). */
  accounts: AccountsConfig;
  /**
   * TRUST_PROXY: which peers may tell us the client's address (X-Forwarded-For) and protocol
   * (X-Forwarded-Proto), as Fastify's trustProxy: false (default), a hop count, or addresses/CIDRs.
   */
  trustProxy: TrustProxy;
  /** RATE_LIMIT_FACTOR multiplies every per-client limit (not the login limits): load tests from one address. */
  rateLimitFactor: number;
  /** CATALOG_INDICES: store code → the catalogue index names that mean it (first = the one reported). */
  catalogIndices: Record<string, string[]>;
  /** PENDING_PAYMENT_TTL seconds: an order still waiting for its payment after this is canceled (0: never). */
  pendingPaymentTtl: number;
  /** MULTISTORE=on serves the store views /de and /it beside the default one; off (default) serves one view. */
  multistore: boolean;
  /** Optional error reporting and live chat (spec 001 §1), handed to the PWA at run time. */
  integrations: IntegrationsConfig;
}

export type TrustProxy = false | number | string[];

export interface AccountsConfig {
  /** AUTH_SECRET signs access, group and mail tokens; null: a secret generated once and kept in the database. */
  authSecret: string | null;
  /** ACCESS_TOKEN_TTL seconds (default 1 hour); tests set a few seconds. */
  accessTokenTtl: number;
  /** REFRESH_TOKEN_TTL seconds (default 30 days). */
  refreshTokenTtl: number;
  /** LOGIN_MAX_ATTEMPTS failed logins per e-mail within LOGIN_WINDOW_SECONDS, then 429. */
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  /** SMTP_URL smtp://user:pass@host:port or smtps://…; null keeps mails in the outbox table only. */
  smtpUrl: string | null;
  /** MAIL_FROM: the shop's own address, sender of every mail and the only contact-form target. */
  mailFrom: string;
  /** PUBLIC_URL: origin of the PWA used in mailed links (password reset). */
  publicUrl: string;
}

function intFrom(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/**
 * TRUST_PROXY: unset, "false" or "0" trusts nobody; a whole number trusts that many proxies in front
 * of us; anything else is a comma-separated list of addresses or CIDR ranges ("127.0.0.1,10.0.0.0/8").
 * "true" (trust every hop) is refused: any client could then choose its own address and dodge the limits.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') throw new Error('TRUST_PROXY=true would let any client choose its address: give the number of proxies or their addresses');
  const list = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = list.find((a) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a));
  if (bad) throw new Error(`TRUST_PROXY must be a number of proxies or a list of addresses/CIDRs, got "${bad}"`);
  return list;
}

/** Fastify's trustProxy option for a TrustProxy setting (its typings take a hop count as a function). */
export function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** An on/off switch: unset, "off", "false" or "0" is off; "on", "true" or "1" is on; anything else fails. */
export function switchFrom(name: string, raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', 'off', 'false', '0'].includes(value)) return false;
  if (['on', 'true', '1'].includes(value)) return true;
  throw new Error(`${name} must be on or off, got "${raw}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, got "${databaseUrl}"`);
  }
  const staticDir = env.STATIC_DIR === '' ? null : path.resolve(env.STATIC_DIR ?? 'dist');
  return {
    port: intFrom('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl,
    statementTimeout: intFrom('STATEMENT_TIMEOUT', env.STATEMENT_TIMEOUT, 20),
    staticDir,
    seedProducts: intFrom('SEED_PRODUCTS', env.SEED_PRODUCTS, 360),
    logLevel: env.LOG_LEVEL || 'info',
    apiVersion: '1.12.5',
    accounts: accountsConfig(env, intFrom('PORT', env.PORT, 8080)),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitFactor: Math.max(1, intFrom('RATE_LIMIT_FACTOR', env.RATE_LIMIT_FACTOR, 1)),
    catalogIndices: catalogIndicesFrom(env.CATALOG_INDICES),
    pendingPaymentTtl: intFrom('PENDING_PAYMENT_TTL', env.PENDING_PAYMENT_TTL, 2 * 3600),
    multistore: switchFrom('MULTISTORE', env.MULTISTORE),
    integrations: integrationsFrom(env),
  };
}

const STORE_CODES = ['default', 'de', 'it'];
export const DEFAULT_CATALOG_INDICES = 'default=ido;de=ido_de;it=ido_it';

/**
 * "default=ido,vue_storefront_catalog;de=ido_de;it=ido_it": per store view the index names a
 * front end may ask for (a Vue Storefront 1 shop asks for its own, vue_storefront_catalog by default).
 */
export function catalogIndicesFrom(raw: string | undefined): Record<string, string[]> {
  const text = raw?.trim() ? raw : DEFAULT_CATALOG_INDICES;
  const out: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [code, list = ''] = part.split('=').map((p) => p.trim());
    if (!STORE_CODES.includes(code)) throw new Error(`CATALOG_INDICES: unknown store code "${code}" (known: ${STORE_CODES.join(', ')})`);
    const names = list
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (!names.length) throw new Error(`CATALOG_INDICES: no index name for store "${code}"`);
    for (const name of names) {
      if (!/^[A-Za-z0-9_.-]{1,100}$/.test(name)) throw new Error(`CATALOG_INDICES: "${name}" is not an index name`);
      if (seen.has(name)) throw new Error(`CATALOG_INDICES: "${name}" is given twice`);
      seen.add(name);
    }
    out[code] = names;
  }
  return out;
}

function accountsConfig(env: NodeJS.ProcessEnv, port: number): AccountsConfig {
  const authSecret = env.AUTH_SECRET || null;
  if (authSecret && authSecret.length < 32) throw new Error('AUTH_SECRET must have at least 32 characters');
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) throw new Error(`SMTP_URL must look like smtp://user:pass@host:port, got "${smtpUrl}"`);
  const mailFrom = env.MAIL_FROM?.trim() || 'shop@healthfood.example';
  if (!/^[^\s@]+@[^\s@]+$/.test(mailFrom)) throw new Error(`MAIL_FROM must be an e-mail address, got "${mailFrom}"`);
  const positive = (name: string, fallback: number) => {
    const n = intFrom(name, env[name], fallback);
    if (n === 0) throw new Error(`${name} must be above 0`);
    return n;
  };
  return {
    authSecret,
    accessTokenTtl: positive('ACCESS_TOKEN_TTL', 3600),
    refreshTokenTtl: positive('REFRESH_TOKEN_TTL', 30 * 24 * 3600),
    loginMaxAttempts: positive('LOGIN_MAX_ATTEMPTS', 5),
    loginWindowSeconds: positive('LOGIN_WINDOW_SECONDS', 900),
    smtpUrl,
    mailFrom,
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
  };
}
