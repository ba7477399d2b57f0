import localize from 'ajv-i18n';
import { translateMessage } from './apiMessages.ts';

type Localizer = typeof localize.de;
type ErrorObject = NonNullable<Parameters<Localizer>[0]>[number];
const LOCALIZERS: Record<string, Localizer> = { de: localize.de, it: localize.it };

/**
 * The 400 of a request that fails its route's JSON schema: "Invalid request: body/sku must …".
 * In English it is Fastify's own wording, as the contract tests expect; in another language the
 * schema errors are worded by ajv-i18n and put together the way Fastify does it (path, then rule).
 */
export function schemaErrorMessage(err: { message: string; validation?: ErrorObject[]; validationContext?: string }, language: string): string {
  const localizer = LOCALIZERS[language];
  if (!localizer || !err.validation?.length) return translateMessage(`Invalid request: ${err.message}`, language);
  const errors = err.validation.map((e) => ({ ...e }));
  localizer(errors);
  const details = errors.map((e) => `${err.validationContext ?? ''}${e.instancePath} ${e.message}`).join(', ');
  return translateMessage(`Invalid request: ${details}`, language);
}
