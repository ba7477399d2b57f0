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

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts this request against the rule for the client's address; 429 past the limit. */
    rateLimit(request: FastifyRequest, rule: RateLimitRule): Promise<void>;
  }
}

/**
 * Rate limits for endpoints anybody may call that cost us (mail sending, login, password reset),
 * counted in the database per client address so all replicas share the counters.
 */
export default fp(
  async function rateLimit(app: FastifyInstance, { db }: { db: Db }) {
    app.decorate('rateLimit', async (request: FastifyRequest, rule: RateLimitRule) => {
      const count = await hitCounter(db, `${rule.name}:${request.ip}`, rule.windowSeconds);
      if (count > rule.max) throw new ApiError(429, TOO_MANY_REQUESTS);
    });
  },
  { name: 'rateLimit' },
);
