import type { TFunction } from 'i18next';
import type { TranslationKey } from '../lib/i18n';

// A character no translation and no product name holds: where the name goes in a translated text.
const NAME = '\u0000';
const texts = new WeakMap<TFunction, Map<string, string[]>>();

/**
 * `t(key)`, or `t(key, { name })` for a text whose one interpolation is `{{name}}`, looked up once
 * per `t` (a language, a set of loaded texts) and key: the product tiles show the same few texts
 * many times (issue 15: i18next's `t` parses the key and the interpolation on every call, and a
 * list of 24 tiles made more than 100 calls). i18next still translates the whole sentence, with
 * the name's place in it; only the product's name is put into that place afterwards, as i18next's
 * interpolation (not escaping: React escapes) would.
 */
export function textOnce(t: TFunction, key: TranslationKey, name?: string): string {
  let known = texts.get(t);
  if (!known) texts.set(t, (known = new Map()));
  let parts = known.get(key);
  if (!parts) known.set(key, (parts = (t as (key: string, options?: object) => string)(key, { name: NAME }).split(NAME)));
  return name === undefined ? parts.join('') : parts.join(name);
}
