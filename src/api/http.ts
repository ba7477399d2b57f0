import { config, currentStoreView } from '../lib/config';
import { REQUEST_TIMEOUT_MS } from './requestTimeout';

/** The vsf-api envelope (contract §1.2). */
export interface Envelope<T> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly result?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function apiUrl(path: string): string {
  return `${config.apiUrl}${path}`;
}

/**
 * Contract §1.4: with multistore on, every call names the page's store view (the server prices,
 * taxes and checks the cart for it); off, the calls go exactly as before (the default view).
 */
export function storeHeaders(): Record<string, string> {
  return config.multistore ? { 'x-vs-store-code': currentStoreView().storeCode } : {};
}

/** Contract §11 gotcha 2: a result may be a string, {errorMessage}, {message} or anything else. */
export function errorMessageOf(result: unknown): string {
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object') {
    const r = result as Record<string, unknown>;
    if (typeof r.errorMessage === 'string') return r.errorMessage;
    if (typeof r.message === 'string') return r.message;
    if (typeof r.result === 'string') return r.result;
  }
  return JSON.stringify(result);
}

/** Reads a JSON response; spec 001 §5: a non-JSON answer is 'Error with response - bad content-type!'. */
export async function readJson<T>(res: Response): Promise<T> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new ApiError('Error with response - bad content-type!', res.status);
  const body = (await res.json()) as T | null;
  if (body === undefined) throw new ApiError('Unhandled error, wrong response format!', res.status);
  return body as T;
}

/**
 * Calls an enveloped endpoint. The body's `code` decides success, not the HTTP status
 * (contract §11 gotcha 1). Throws ApiError for any code other than 200, and rejects like a lost
 * connection when there is no answer within REQUEST_TIMEOUT_MS (unless the caller brings a signal).
 */
export async function callApi<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const res = await fetch(apiUrl(path), {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...storeHeaders(), ...init.headers },
  });
  const body = await readJson<Envelope<T>>(res);
  if (!body || typeof body !== 'object' || !('code' in body)) {
    throw new ApiError('Unhandled error, wrong response format!', res.status);
  }
  if (body.code !== 200) throw new ApiError(errorMessageOf(body.result), body.code, body.result);
  return body;
}
