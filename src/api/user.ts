/**
 * Typed client of the user calls of spec 001 §7 / contract §3. Calls that carry the user token go
 * through callAuthed (the sync-task executor with the shared token-refresh lock), so they survive
 * a token expiry; login, register and the password-reset calls need no token.
 */
import { callAuthed } from './queue/authedCall';
import { callApi } from './http';
import type { ContractAddress } from '../domain/address';

/** A customer address as the server sends it (contract §3); fields beyond the contract's pass through. */
export type CustomerAddress = ContractAddress & { [key: string]: unknown };

/** GET /api/user/me result: the customer profile plus the customer group token. */
export interface CustomerProfile {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id?: number;
  addresses?: CustomerAddress[];
  groupToken?: string;
  [key: string]: unknown;
}

export interface OrderHistory {
  items: Record<string, unknown>[];
  total_count?: number;
  search_criteria?: unknown;
}

export interface LoginResult {
  token: string;
  refreshToken: string | null;
}

/** Spec 001 §4: login succeeds only on code 200 (callApi throws for any other code). */
export async function login(username: string, password: string): Promise<LoginResult> {
  const res = await callApi<string>('/api/user/login', { method: 'POST', body: JSON.stringify({ username, password }) });
  const refreshToken = res.meta?.refreshToken;
  return { token: String(res.result), refreshToken: typeof refreshToken === 'string' ? refreshToken : null };
}

export async function register(customer: { email: string; firstname: string; lastname: string }, password: string): Promise<CustomerProfile> {
  return (await callApi<CustomerProfile>('/api/user/create', { method: 'POST', body: JSON.stringify({ customer, password }) })).result;
}

/** Spec 001 §4: the profile after login is loaded without cache. */
export async function fetchProfile(): Promise<CustomerProfile> {
  return (await callAuthed<CustomerProfile>('/api/user/me?token={{token}}', { requiresAuth: true, noCache: true })).result;
}

/** Spec 001 §9: page size 20, page 1 by default; newest first (server). */
export async function fetchOrderHistory(pageSize = 20, currentPage = 1): Promise<OrderHistory> {
  const url = `/api/user/order-history?token={{token}}&pageSize=${pageSize}&currentPage=${currentPage}`;
  return (await callAuthed<OrderHistory>(url, { requiresAuth: true, noCache: true })).result;
}

export async function resetPassword(email: string): Promise<void> {
  await callApi<unknown>('/api/user/reset-password', { method: 'POST', body: JSON.stringify({ email }) });
}

/** GET /api/account/GetUserIDFromPasswordLink: who the reset link of the e-mail belongs to. */
export async function userOfPasswordLink(hash: string): Promise<{ email?: string; id?: number; [key: string]: unknown }> {
  const res = await callApi<unknown>(`/api/account/GetUserIDFromPasswordLink?forgotPasswordHash=${encodeURIComponent(hash)}`);
  const r = res.result;
  if (r && typeof r === 'object') return r as { email?: string };
  return { id: typeof r === 'number' ? r : undefined, email: typeof r === 'string' && r.includes('@') ? r : undefined };
}

/** POST /api/user/create-password (contract §3): the new password for the reset token of the link. */
export async function createPassword(email: string, resetToken: string, newPassword: string): Promise<void> {
  await callApi<unknown>('/api/user/create-password', { method: 'POST', body: JSON.stringify({ email, resetToken, newPassword }) });
}

/** POST /api/user/confirm-password-reset: the new password for the token of the mailed link. */
export async function confirmPasswordReset(resetToken: string, newPassword: string, email?: string): Promise<void> {
  await callApi<unknown>('/api/user/confirm-password-reset', {
    method: 'POST',
    body: JSON.stringify({ resetToken, newPassword, ...(email ? { email } : {}) }),
  });
}

/** POST /api/user/change-password?token (errors in result.errorMessage). */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await callAuthed<unknown>('/api/user/change-password?token={{token}}', { method: 'POST', body: { currentPassword, newPassword }, requiresAuth: true });
}

/** The newsletter opt-in of the register form (spec 001 §3 Account: newsletter subscription). */
export async function subscribeNewsletter(email: string): Promise<void> {
  await callApi<unknown>('/api/ext/mailchimp-subscribe/subscribe', { method: 'POST', body: JSON.stringify({ email }) });
}
