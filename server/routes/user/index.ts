import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { ApiError } from '../../services/apiError.ts';
import { signGroupToken } from '../../services/auth/groupToken.ts';
import { refreshSession, UNAUTHORIZED, type Principal } from '../../services/auth/sessions.ts';
import { changePassword, login, registerCustomer } from '../../services/user/accounts.ts';
import { customerById, listAddresses, toProfile, type CustomerProfile } from '../../services/user/customerRepo.ts';
import { orderHistory } from '../../services/user/orderHistory.ts';
import { completePasswordReset, requestPasswordReset } from '../../services/user/passwordReset.ts';
import { updateProfile } from '../../services/user/profileUpdate.ts';
import { mailViewOf } from '../../services/storeViews.ts';
import { envelope, historyQuery, objectBody, profileEnvelope, tokenEnvelope, tokenQuery, trueEnvelope } from './schemas.ts';

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Body;

/** /api/user/* — accounts, sessions and the shopper's own profile and orders (contract §3, spec 001 §7). */
const user: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const accounts = config.accounts;

  /** The profile plus groupToken (contract §3: GET/POST /me answer it; the catalogue reads group prices from it). */
  async function withGroupToken(profile: CustomerProfile) {
    const groupToken = signGroupToken(await app.auth.secret(), { group_id: profile.group_id, id: profile.id, user: profile.email });
    return { ...profile, groupToken };
  }

  async function profileOf(who: Principal): Promise<CustomerProfile> {
    const c = await customerById(db, who.customerId);
    if (!c) throw new ApiError(401, UNAUTHORIZED);
    return toProfile(c, await listAddresses(db, who.customerId));
  }

  app.post('/create', { schema: { body: objectBody, response: profileEnvelope } }, async (request) => {
    await app.rateLimit(request, { name: 'register', max: 100, windowSeconds: 3600 });
    return { code: 200, result: await registerCustomer(db, bodyOf(request)) };
  });

  app.post('/login', { schema: { body: objectBody, response: tokenEnvelope } }, async (request) => {
    const tokens = await login(db, accounts, bodyOf(request), request.ip);
    return { code: 200, result: tokens.token, meta: { refreshToken: tokens.refreshToken } };
  });

  app.post('/refresh', { schema: { body: objectBody, response: tokenEnvelope } }, async (request) => {
    const tokens = await refreshSession(db, accounts, bodyOf(request).refreshToken);
    return { code: 200, result: tokens.token, meta: { refreshToken: tokens.refreshToken } };
  });

  app.get('/me', { schema: { querystring: tokenQuery, response: profileEnvelope } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { code: 200, result: await withGroupToken(await profileOf(await app.auth.requirePrincipal(request))) };
  });

  app.post('/me', { schema: { querystring: tokenQuery, body: objectBody, response: profileEnvelope } }, async (request) => {
    const who = await app.auth.requirePrincipal(request);
    return { code: 200, result: await withGroupToken(await updateProfile(db, who.customerId, request.body)) };
  });

  app.get(
    '/order-history',
    { schema: { querystring: historyQuery, response: envelope({ type: 'object', additionalProperties: true }) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const profile = await profileOf(await app.auth.requirePrincipal(request));
      return { code: 200, result: await orderHistory(db, profile, request.query as Body) };
    },
  );

  const resetPassword = async (request: FastifyRequest) => {
    await app.rateLimit(request, { name: 'reset-password', max: 30, windowSeconds: 3600 });
    if (await requestPasswordReset(db, accounts, bodyOf(request).email, mailViewOf(request, config.multistore))) app.mailer.kick();
    return { code: 200, result: true };
  };
  app.post('/reset-password', { schema: { body: objectBody, response: trueEnvelope } }, resetPassword);
  app.post('/resetPassword', { schema: { body: objectBody, response: trueEnvelope } }, resetPassword);

  const changePasswordRoute = async (request: FastifyRequest) => {
    let who: Principal;
    try {
      who = await app.auth.requirePrincipal(request);
    } catch (err) {
      // Still 401 (the client refreshes its token on it), with the message where the client reads it.
      throw new ApiError(401, { errorMessage: String((err as ApiError).result), code: 401 });
    }
    return { code: 200, result: await changePassword(db, accounts, who, bodyOf(request), request.ip) };
  };
  app.post('/change-password', { schema: { querystring: tokenQuery, body: objectBody, response: trueEnvelope } }, changePasswordRoute);
  app.post('/changePassword', { schema: { querystring: tokenQuery, body: objectBody, response: trueEnvelope } }, changePasswordRoute);

  app.post('/create-password', { schema: { body: objectBody, response: trueEnvelope } }, async (request) => {
    const b = bodyOf(request);
    for (const field of ['email', 'resetToken', 'newPassword']) {
      if (typeof b[field] !== 'string' || b[field] === '') throw new ApiError(400, `${field} not provided`);
    }
    return { code: 200, result: await completePasswordReset(db, b) };
  });

  // The same as create-password, for a client that knows only the link's token (spec 001 §7).
  app.post('/confirm-password-reset', { schema: { body: objectBody, response: trueEnvelope } }, async (request) => {
    const b = bodyOf(request);
    const resetToken = b.resetToken ?? b.link ?? b.forgotPasswordHash;
    if (typeof resetToken !== 'string' || resetToken === '') throw new ApiError(400, 'resetToken not provided');
    if (typeof b.newPassword !== 'string' || b.newPassword === '') throw new ApiError(400, 'newPassword not provided');
    return { code: 200, result: await completePasswordReset(db, { email: b.email, resetToken, newPassword: b.newPassword }) };
  });
};

export default user;
