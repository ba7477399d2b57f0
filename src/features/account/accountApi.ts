/**
 * Account calls (contract §3). Calls carrying the user token go through session-pwa's authenticated
 * client (src/api/user.ts, src/api/queue/authedCall.ts): the token in a bearer header or as the URL
 * token (spec 001 §6), refreshed under the shared lock on a 401 and the call retried.
 */
import { fetchOrderHistory as fetchHistory, fetchProfile as fetchMe, type CustomerProfile } from '../../api/user';
import { callAuthed } from '../../api/queue/authedCall';
import type { UserProfile } from '../user/userSlice';
import type { OrderHistory } from './orderTypes';

/** Spec 001 §9: orders history page size 20, current page 1. */
export const ORDERS_PAGE_SIZE = 20;

export const fetchProfile = (): Promise<CustomerProfile> => fetchMe();

/** Spec 001 §3: only firstname, lastname and addresses of the profile may be modified. */
export async function saveProfile(
  profile: UserProfile,
  change: Pick<UserProfile, 'firstname' | 'lastname'> & { addresses?: UserProfile['addresses'] },
): Promise<CustomerProfile> {
  const customer = { email: profile.email, firstname: change.firstname, lastname: change.lastname, addresses: change.addresses ?? profile.addresses ?? [] };
  return (await callAuthed<CustomerProfile>('/api/user/me?token={{token}}', { method: 'POST', body: { customer }, requiresAuth: true })).result;
}

export async function fetchOrderHistory(currentPage = 1, pageSize = ORDERS_PAGE_SIZE): Promise<OrderHistory> {
  const res = await fetchHistory(pageSize, currentPage);
  return { items: res.items as unknown as OrderHistory['items'], total_count: res.total_count ?? res.items.length };
}
