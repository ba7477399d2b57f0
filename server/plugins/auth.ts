import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountsConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../services/apiError.ts';
import { verifyGroupToken, type GroupClaims } from '../services/auth/groupToken.ts';
import { authSecret } from '../services/auth/secret.ts';
import { UNAUTHORIZED, verifyAccessToken, type Principal } from '../services/auth/sessions.ts';

export interface Auth {
  /** The customer token of a request: `Authorization: Bearer …`, else `?token=` (contract §1.4 — both accepted). */
  tokenOf(request: FastifyRequest): string | null;
  /** null without a token; 401 for a forged, expired or revoked one. */
  principal(request: FastifyRequest): Promise<Principal | null>;
  /** 401 without a valid token. */
  requirePrincipal(request: FastifyRequest): Promise<Principal>;
  /** The signing secret (access, group and mail tokens). */
  secret(): Promise<string>;
  /** The claims of a groupToken, or null (guest prices) when missing or not ours. */
  verifyGroupToken(token: string | null | undefined): Promise<GroupClaims | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (bearer) return bearer;
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  // The VSF client's URL templates send "token=" (empty) for guests, and its offline order queue
  // sends orders.endpoint with "{{token}}" unfilled: neither is a token.
  return typeof query === 'string' && !['', 'undefined', 'null', '{{token}}'].includes(query) ? query : null;
}

/** Customer authentication for every route: decorates `app.auth` (see Auth). */
export default fp(
  async function auth(app: FastifyInstance, { db, config }: { db: Db; config: AccountsConfig }) {
    const principal = async (request: FastifyRequest) => {
      const token = tokenOf(request);
      return token ? verifyAccessToken(db, config, token) : null;
    };
    app.decorate('auth', {
      tokenOf,
      principal,
      async requirePrincipal(request: FastifyRequest) {
        const p = await principal(request);
        if (!p) throw new ApiError(401, UNAUTHORIZED);
        return p;
      },
      secret: () => authSecret(db, config),
      async verifyGroupToken(token: string | null | undefined) {
        return verifyGroupToken(await authSecret(db, config), token);
      },
    } satisfies Auth);
  },
  { name: 'auth' },
);
