/** One catalogue line: the English text as the server writes it, then German and Italian, same `{placeholders}`. */
export type MessageRow = readonly [en: string, de: string, it: string];
