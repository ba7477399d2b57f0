/**
 * An error that becomes the contract's envelope `{code, result}` with HTTP status = code
 * (vsf-api contract §1.2). Throw it from routes and services for every expected failure; the
 * one error handler (plugins/errors.ts) turns anything else into a 500 that hides internals.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly result: unknown;

  constructor(code: number, result: unknown) {
    super(typeof result === 'string' ? result : `API error ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.result = result;
  }
}

export const badRequest = (result: unknown): ApiError => new ApiError(400, result);

/** Request text the database cannot store (src/domain/wellFormedText.ts), named by where it is (issue 12). */
export const unstorableText = (part: string, where: string): ApiError =>
  badRequest(`Invalid request: ${part} ${where} contains a NUL character or a broken (unpaired surrogate) character`);
export const notFound = (result: unknown): ApiError => new ApiError(404, result);
