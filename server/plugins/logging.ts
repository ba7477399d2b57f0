import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a secret: customer tokens (?token= is how VSF sends them), refresh
 * and reset tokens, the password-reset link hash, passwords; and a shopper's e-mail address (the
 * newsletter's unsubscribe link), which is personal data the request log does not need. Matched on
 * the name, so a new parameter called e.g. `resetLink` or `apiSecret` is hidden without anyone
 * remembering to list it.
 */
const SECRET_NAME = /token|pass|hash|secret|link|sig|auth|key|mail/i;

/** The URL as logged: the path, and the query with every secret-looking value replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent; its value is still checked below.
      }
      return SECRET_NAME.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/**
 * Logger options: Fastify's request line with a redacted URL (and no headers at all: Authorization
 * and cookies never reach the log), plus pino's redaction of secret fields in anything else a
 * plugin logs (bodies are never logged, but an error object may carry one).
 */
export function loggerOptions(level: string, stream?: DestinationStream): (LoggerOptions & { stream?: DestinationStream }) | false {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
      },
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.refreshToken',
        '*.resetToken',
        '*.forgotPasswordHash',
        'password',
        'newPassword',
        'currentPassword',
        'token',
        'refreshToken',
        'resetToken',
        'forgotPasswordHash',
      ],
      censor: REDACTED,
    },
  };
}
