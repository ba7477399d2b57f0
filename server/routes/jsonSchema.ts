/** JSON-schema helpers for route schemas. */

type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null';

/** Properties that only name their type: `typed({ sku: 'string' })` is `{ sku: { type: 'string' } }`. */
export function typed<K extends string>(fields: Record<K, JsonType>): Record<K, { type: JsonType }> {
  return Object.fromEntries(Object.entries(fields).map(([name, type]) => [name, { type }])) as Record<K, { type: JsonType }>;
}

/** String properties with their longest length: `strings({ sku: 64 })` is `{ sku: { type: 'string', maxLength: 64 } }`. */
export function strings<K extends string>(fields: Record<K, number>): Record<K, { type: 'string'; maxLength: number }> {
  return Object.fromEntries(Object.entries(fields).map(([name, maxLength]) => [name, { type: 'string', maxLength }])) as Record<
    K,
    { type: 'string'; maxLength: number }
  >;
}
