/** Helpers for the account contract tests: register, log in, call with a token, place an order. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { orderBody as cartOrderBody } from './cartHelpers.ts';

export const PASSWORD = 'correct horse 1';

export const shopperAddress = {
  firstname: 'Thandi',
  lastname: 'Nkosi',
  street: ['12 Long Street', 'Flat 3'],
  city: 'Cape Town',
  postcode: '8001',
  country_id: 'ZA',
  telephone: '0821234567',
};

let seq = 0;
export const uniqueEmail = (name = 'shopper') => `${name}.${Date.now()}.${++seq}@example.com`;

export async function register(app: FastifyInstance, email: string, customer: Record<string, unknown> = {}, password = PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/create',
    payload: { customer: { email, firstname: 'Thandi', lastname: 'Nkosi', ...customer }, password },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return res.json().result as { id: number; email: string; addresses: { id: number; customer_id: number }[] };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<{ token: string; refreshToken: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { username: email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const body = res.json();
  return { token: body.result, refreshToken: body.meta.refreshToken };
}

/** A registered, logged-in shopper. */
export async function shopper(app: FastifyInstance, name = 'shopper', customer: Record<string, unknown> = {}) {
  const email = uniqueEmail(name);
  const profile = await register(app, email, customer);
  return { email, profile, ...(await login(app, email)) };
}

/** Sends token as ?token= (the VSF default) or as a bearer header. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
  via: 'query' | 'header' = 'query',
): Promise<LightMyRequestResponse> {
  const withToken = token && via === 'query' ? `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : url;
  const headers = token && via === 'header' ? { authorization: `Bearer ${token}` } : undefined;
  return app.inject({ method, url: withToken, payload, headers });
}

let orders = 0;
export function orderBody(email: string, fields: Record<string, unknown> = {}) {
  const address = { ...shopperAddress, street: ['12 Long Street', ''], email };
  return cartOrderBody({ order_id: `acct-${Date.now()}-${++orders}`, products: [{ sku: 'FLOUR-1', qty: 2 }], ...fields }, address);
}
