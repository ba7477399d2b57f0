import { callApi } from '../../api/http';

/** What the contact form sends (spec 001 §7 mail service; the server mails the shop and a copy to the shopper). */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * The mail service of spec 001 §7: first a one-time token (GET /get-token), then the letter with it
 * (POST /send-email). The target is the shop's own address, which the server chooses.
 */
export async function sendContactMessage(m: ContactMessage, subject: string): Promise<void> {
  const { result: token } = await callApi<string>('/api/ext/mail-service/get-token', { cache: 'no-store' });
  await callApi('/api/ext/mail-service/send-email', {
    method: 'POST',
    body: JSON.stringify({ token, sourceAddress: m.email.trim(), subject, emailText: `${m.name.trim()} <${m.email.trim()}>\n\n${m.message.trim()}`, confirmation: true }),
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Spec 001 §5 messages (as keys): 'Field is required', 'Name must have at least 2 letters', 'Please provide valid e-mail address'. */
export function validateContact(m: ContactMessage): Partial<Record<keyof ContactMessage, string>> {
  const errors: Partial<Record<keyof ContactMessage, string>> = {};
  if (!m.name.trim()) errors.name = 'contact.errors.required';
  else if (m.name.trim().length < 2) errors.name = 'contact.errors.nameMin';
  if (!m.email.trim()) errors.email = 'contact.errors.required';
  else if (!EMAIL.test(m.email.trim())) errors.email = 'contact.errors.email';
  if (!m.message.trim()) errors.message = 'contact.errors.required';
  return errors;
}
