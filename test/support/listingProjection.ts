/** Test helper: a document as a listing asked with `_source_include` receives it, cut by the server's own source filter. */
import { filterSource } from '../../server/services/catalog/sourceFilter.ts';

export function asListed<T>(doc: T, fields: readonly string[]): T {
  return filterSource(doc, [...fields], []);
}
