import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { ApiError } from '../services/apiError.ts';
import { hitCounter } from '../services/auth/rateCounter.ts';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait and try again later.';

export interface RateLimitRule {
  /** What is counted, e.g. 'subscribe'; the client address is appended. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Limits kept beside their routes' code (a route calls app.rateLimit after its own checks, so a
 * refused request is not counted): registration 'register' 100/h, 'reset-password' 30/h,
 * 'reset-link' 60/h, 'subscribe' 30/h, 'contact' 20/h. Below, the ones counted before the
 * handler runs. All are per client address per fixed window, far above what a shopper does.
 */
const ROUTE_LIMITS: Record<string, RateLimitRule & { guestsOnly?: boolean }> = {
  // 605 anonymous reviews from one address in 16 s were all accepted (issue 12).
  'POST /api/review/create': { name: 'review', max: 20, windowSeconds: 3600 },
  // A shopper's device makes one cart and keeps it; a customer's cart is their one account cart.
  'POST /api/cart/create': { name: 'guest-cart', max: 100, windowSeconds: 3600, guestsOnly: true },
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts this request against the rule for the client's address; 429 past the limit. */
    rateLimit(request: FastifyRequest, rule: RateLimitRule): Promise<void>;
  }
}

/**
 * Rate limits for endpoints anybody may call that cost us (mail sending, login, password reset,
 * anonymous writes), counted in the database per client address so all replicas share the
 * counters. The address is request.ip: the peer, or with TRUST_PROXY the client the trusted
 * proxies name, so one shopper's attempts never count against another's. `factor` multiplies
 * every maximum (RATE_LIMIT_FACTOR: load tests from one address).
 */
export default fp(
  async function rateLimit(app: FastifyInstance, { db, factor = 1 }: { db: Db; factor?: number }) {
    const limit = async (request: FastifyRequest, rule: RateLimitRule) => {
      const count = await hitCounter(db, `${rule.name}:${request.ip}`, rule.windowSeconds);
      if (count > rule.max * factor) throw new ApiError(429, TOO_MANY_REQUESTS);
    };
    app.decorate('rateLimit', limit);

    app.addHook('preHandler', async (request) => {
      const rule = ROUTE_LIMITS[`${request.method} ${request.routeOptions.url}`];
      if (!rule) return;
      if (rule.guestsOnly && app.auth.tokenOf(request)) return;
      await limit(request, rule);
    });
  },
  { name: 'rateLimit', dependencies: ['auth'] },
);
