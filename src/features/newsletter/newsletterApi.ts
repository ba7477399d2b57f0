import { STATE_DB } from '../../lib/storageNames';
import { keyValueStore } from '../../api/keyValueStore';
import { callApi } from '../../api/http';
import { callAuthed } from '../../api/queue/authedCall';

/** Spec 001 §7: the newsletter extension. The server stores the subscriber and mails the 10% coupon. */
const PATH = '/api/ext/mailchimp-subscribe/subscribe';

// vsf1 kept the subscribed e-mail on the device (`newsletter` collection, key `email`); here it is
// what this device last knew, for the account page offline.
const store = keyValueStore(STATE_DB, 'newsletter');

export async function subscribe(email: string): Promise<void> {
  await callApi(PATH, { method: 'POST', body: JSON.stringify({ email }) });
  await store.setItem('email', email.toLowerCase());
}

/** Ends the signed-in shopper's own subscription (the server refuses any other address). */
export async function unsubscribe(email: string): Promise<void> {
  await callAuthed(`${PATH}?token={{token}}`, { method: 'DELETE', body: { email }, requiresAuth: true });
  await store.removeItem('email');
}

/** Ends the subscription a newsletter mail's link names: its address and the subscriber's key. */
export async function unsubscribeWithLink(email: string, key: string): Promise<void> {
  await callApi(PATH, { method: 'DELETE', body: JSON.stringify({ email, key }) });
  if (await isSubscribedHere(email)) await store.removeItem('email');
}

/** Whether this device last knew this e-mail as subscribed (signed up here, or told by the shop). */
async function isSubscribedHere(email: string): Promise<boolean> {
  return (await store.getItem<string>('email')) === email.toLowerCase();
}

/**
 * Whether the signed-in shopper's address gets the newsletter, as the shop has it: subscribed at
 * registration, on another device or by the newsletter box count too. The answer is remembered on
 * this device; when the shop cannot be asked (offline, the session ended), that memory answers.
 */
export async function accountSubscribed(email: string): Promise<boolean> {
  let subscribed: boolean;
  try {
    subscribed = (await callAuthed<{ subscribed: boolean }>(`${PATH}?token={{token}}`, { requiresAuth: true, noCache: true })).result.subscribed;
  } catch {
    return isSubscribedHere(email);
  }
  await (subscribed ? store.setItem('email', email.toLowerCase()) : store.removeItem('email'));
  return subscribed;
}
