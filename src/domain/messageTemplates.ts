/**
 * Message templates: a catalogue of English texts with `{name}` placeholders and their wording in
 * other languages, and the lookup that finds the template an English text was made from and writes
 * it in another language with the same values. The server translates its error messages with it
 * (issue 13: a request in the de or it store view reads its errors in German or Italian).
 */

/** One message: the English text (as the server writes it) and its translations, same placeholders. */
export type MessageEntry = { en: string } & Record<string, string>;

interface Template {
  entry: MessageEntry;
  pattern: RegExp;
  names: string[];
  literalLength: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
/**
 * `{field}` stands for a request field's path (`sku`, `shippingAddress.city`, `products[0].qty`), so
 * `{field} is required` does not swallow `shippingAddress.city: Field is required`; any other
 * placeholder stands for any text.
 */
const FIELD_PATH = '([\\w.\\[\\]]+)';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(entry: MessageEntry): Template {
  const names: string[] = [];
  const parts = entry.en.split(PLACEHOLDER);
  // split() with a capture group alternates literal text and placeholder names.
  const source = parts.map((p, i) => (i % 2 ? (names.push(p), p === 'field' ? FIELD_PATH : '(.+?)') : escapeRegExp(p))).join('');
  const literalLength = parts.filter((_, i) => i % 2 === 0).join('').length;
  return { entry, pattern: new RegExp(`^${source}$`, 's'), names, literalLength };
}

/** The pattern that matches the texts made from `text` (a message in any language, with its placeholders). */
export const templatePattern = (text: string): RegExp => compile({ en: text }).pattern;

const fill = (text: string, values: Record<string, string>) => text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

export interface MessageCatalogue {
  /** The text in `language`; the text itself when the catalogue has no entry (or no such language). */
  translate(text: string, language: string): string;
}

/**
 * A catalogue over the entries. Texts without placeholders are looked up directly; the others are
 * tried from the most literal text to the least, so `Invalid request: {part} {where} contains …`
 * wins over `Invalid request: {details}`. A value that is itself a catalogued message (the rule in
 * `{field}: {problem}`) is translated too; any other value is kept as it was sent.
 */
export function messageCatalogue(entries: readonly MessageEntry[]): MessageCatalogue {
  const exact = new Map<string, MessageEntry>();
  const templates: Template[] = [];
  for (const entry of entries) {
    if (PLACEHOLDER.test(entry.en)) templates.push(compile(entry));
    else exact.set(entry.en, entry);
    PLACEHOLDER.lastIndex = 0;
  }
  templates.sort((a, b) => b.literalLength - a.literalLength);

  const translate = (text: string, language: string, depth: number): string => {
    const direct = exact.get(text);
    if (direct) return direct[language] ?? text;
    if (depth > 2) return text;
    for (const t of templates) {
      const target = t.entry[language];
      const match = target === undefined ? null : t.pattern.exec(text);
      if (!match || target === undefined) continue;
      const values = Object.fromEntries(t.names.map((name, i) => [name, translate(match[i + 1] ?? '', language, depth + 1)]));
      return fill(target, values);
    }
    return text;
  };
  return { translate: (text, language) => (language === 'en' ? text : translate(text, language, 0)) };
}

/** The placeholder names of a text, sorted: a translation must use the same ones as its English text. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();
