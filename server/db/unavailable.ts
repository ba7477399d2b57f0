/**
 * Which failures of the database mean "not now, try again" rather than a fault of a request or of
 * the SQL: the connection could not be made, timed out, or was closed by the server (a restart, a
 * failover, an operator ending it); a statement was canceled (the statement timeout); a
 * transaction was aborted to break a deadlock. The API answers those with 503 and Retry-After
 * (plugins/errors.ts), which every client takes as "try again", instead of a 500.
 */

/** Errors of the socket under node-postgres (a refused, reset or timed-out connection, a name not found). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/**
 * PostgreSQL's connection exceptions (class 08, but not 08P01: a protocol violation, such as too
 * many parameters, is the request's doing), a server shutting down, crashing or starting up, and
 * a statement it canceled (57014: the statement timeout, a lock held too long by someone else, or an
 * operator's pg_cancel_backend).
 */
const SERVER_CODES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '57014']);
/**
 * A transaction PostgreSQL aborted to break a deadlock (40P01) or a serialization conflict (40001)
 * with another one: nothing of it was written, and the same request succeeds when sent again.
 */
const RETRY_CODES = new Set(['40P01', '40001']);
/** node-postgres's own, which carry no code. */
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

const unavailable = new WeakSet<object>();

function connectionFailure(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || RETRY_CODES.has(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}

/** The work's result; a connection failure it throws is marked for isDatabaseUnavailable. */
export async function markingUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (connectionFailure(err)) unavailable.add(err as object);
    throw err;
  }
}

/** Whether the error came out of the database as a connection failure (markingUnavailable). */
export const isDatabaseUnavailable = (err: unknown): boolean => typeof err === 'object' && err !== null && unavailable.has(err);
