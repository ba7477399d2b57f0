import { callApi } from '../../api/http';
import { compact, emailError, nameError, requiredError } from '../../domain/validation';

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
    body: JSON.stringify({
      token,
      sourceAddress: m.email.trim(),
      subject,
      emailText: `${m.name.trim()} <${m.email.trim()}>\n\n${m.message.trim()}`,
      confirmation: true,
    }),
  });
}

/** The contact form's fields, each with its shared rule. */
export const validateContact = (m: ContactMessage) => compact({ name: nameError(m.name), email: emailError(m.email), message: requiredError(m.message) });
