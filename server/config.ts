import path from 'node:path';

/** Server configuration, parsed once from the environment at start-up (STYLE 6). Fails loudly. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database, image cache and generated media. */
  dataDir: string;
  /** postgres://… uses a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | null;
  /** Built PWA to serve; null serves the API only. */
  staticDir: string | null;
  /** Number of demo products generated on first start. */
  seedProducts: number;
  logLevel: string;
  /** Version answered by GET /api/ (vsf-api compatible). */
  apiVersion: string;
}

function intFrom(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
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
    staticDir,
    seedProducts: intFrom('SEED_PRODUCTS', env.SEED_PRODUCTS, 360),
    logLevel: env.LOG_LEVEL || 'info',
    apiVersion: '1.12.5',
  };
}
