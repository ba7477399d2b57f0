import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import compress from '@fastify/compress';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { DestinationStream } from 'pino';
import { fastifyTrustProxy, type ServerConfig } from './config.ts';
import type { Db } from './db/index.ts';
import account from './routes/account/index.ts';
import auth from './plugins/auth.ts';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import emptyJsonBody from './plugins/emptyJsonBody.ts';
import health from './plugins/health.ts';
import inputGuard from './plugins/inputGuard.ts';
import { loggerOptions } from './plugins/logging.ts';
import ext from './routes/ext/index.ts';
import mail from './plugins/mail.ts';
import rateLimit from './plugins/rateLimit.ts';
import user from './routes/user/index.ts';
import security from './plugins/security.ts';
import { cspAdditions } from './integrations.ts';
import staticFiles from './plugins/static.ts';
import { pagePreloadParts } from './services/catalog/pagePreload.ts';
import { startupDataParts } from './services/catalog/startupData.ts';
import cart from './routes/cart/index.ts';
import catalog from './routes/catalog/index.ts';
import img from './routes/img/index.ts';
import type { RouteDeps } from './routes/deps.ts';
import { servedStoreViews, storeViewsWith, type ServerStoreView } from './services/storeViews.ts';
import order from './routes/order/index.ts';
import payments from './routes/payments/index.ts';
import paymentSandbox from './routes/payments/sandbox.ts';
import paymentSweeper from './plugins/paymentSweeper.ts';
import root from './routes/root/index.ts';
import stock from './routes/stock/index.ts';
import sync from './routes/sync/index.ts';
import url from './routes/url/index.ts';
import product from './routes/product/index.ts';
import review from './routes/review/index.ts';

/** The API's route plugins and their prefixes; payments (issue 4: create calls, process-order, status) sit under /api itself. */
const API_ROUTES: [FastifyPluginAsync<RouteDeps>, string][] = [
  [root, '/api'],
  [catalog, '/api/catalog'],
  [url, '/api/url'],
  [product, '/api/product'],
  [review, '/api/review'],
  [stock, '/api/stock'],
  [cart, '/api/cart'],
  [order, '/api/order'],
  [sync, '/api/sync'],
  [user, '/api/user'],
  [account, '/api/account'],
  [ext, '/api/ext'],
  [payments, '/api'],
];

export interface AppOptions {
  config: ServerConfig;
  db: Db;
  /** Where the log goes (stdout when unset); tests read it back to prove no secret is written. */
  logStream?: DestinationStream;
  /** The store views to serve (tests give a broken list; the shop's own is STORE_VIEWS). */
  storeViews?: readonly ServerStoreView[];
}

/** Builds the Fastify app (not listening): one plugin per concern, every /api route of the contract. */
export async function buildApp({ config, db, logStream, storeViews }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets (?token=, Authorization, reset hashes) never reach the log: plugins/logging.ts.
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Oversized headers/URLs and router errors answer the {code, result} envelope too.
    clientErrorHandler,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Bodies from VSF clients mix numbers and strings (qty, item_id): schemas say so with type lists.
    ajv: { customOptions: { allowUnionTypes: true } },
  });

  await app.register(errors);
  await app.register(emptyJsonBody);
  // The page's inline script (the loader of the app's scripts) is allowed by its hash in the built page.
  await app.register(security, {
    cspAdditions: cspAdditions(config.integrations),
    indexHtml: config.staticDir ? path.join(config.staticDir, 'index.html') : undefined,
  });
  await app.register(inputGuard);
  await app.register(health, { db });
  // API JSON is compressed on the fly; brotli at a moderate quality (11 costs far too much CPU per request).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const deps: RouteDeps = { config, db };
  // A view extending an unknown view is logged at start and not served (spec 001 §8).
  app.decorate(
    'storeViews',
    servedStoreViews(storeViewsWith(config.catalogIndices, storeViews), (message) => app.log.error(message)),
  );
  // Accounts (issue 5): app.auth, app.rateLimit and app.mailer are used by the routes below.
  await app.register(auth, { db, config: config.accounts });
  await app.register(rateLimit, { db, factor: config.rateLimitFactor });
  await app.register(mail, { db, config: config.accounts });
  for (const [routes, prefix] of API_ROUTES) await app.register(routes, { ...deps, prefix });
  // Sandbox provider pages (issue 4) under /sandbox.
  await app.register(paymentSandbox, deps);
  await app.register(paymentSweeper, { db, ttlSeconds: config.pendingPaymentTtl });

  // GET /img/:width/:height/:mode/* — the image resizer (server-data part).
  await app.register(img, deps);

  if (config.staticDir) {
    // Per address: the preload of the page's main picture in the head and its copy in the boot
    // shell, a product or home page's first catalogue answer at the end of the body (the home
    // banner's picture in the shell from it).
    await app.register(staticFiles, {
      root: config.staticDir,
      integrations: config.integrations,
      multistore: config.multistore,
      pageParts: [pagePreloadParts(db), startupDataParts(app, config.multistore)],
    });
  }
  return app;
}
