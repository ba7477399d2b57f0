/**
 * Reads a Vue Storefront / Elasticsearch catalogue export into records with their position:
 * - elasticdump NDJSON, one hit per line `{_index, _type, _id, _source}` (the `var/catalog_*.json`
 *   files of vsf-api, or `elasticdump --type=data` output), blank lines ignored;
 * - a JSON array of hits or of plain documents.
 * Position labels are "line N" (NDJSON) or "item N" (array) so every error names its place.
 */
import fs from 'node:fs';
import readline from 'node:readline';

export interface RawRecord {
  /** "line 3" or "item 3". */
  where: string;
  value?: unknown;
  /** A JSON syntax error on that line. */
  error?: string;
}

/** Line number of a JSON.parse error position ("… at position 123" in Node 20). */
function lineOfPosition(text: string, message: string): string {
  const pos = /position (\d+)/.exec(message)?.[1];
  if (pos === undefined) return '';
  return ` (line ${text.slice(0, Number(pos)).split('\n').length})`;
}

function* arrayRecords(text: string, label: string): Generator<RawRecord> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    const message = (err as Error).message;
    yield { where: `${label}${lineOfPosition(text, message)}`, error: `not valid JSON: ${message}` };
    return;
  }
  if (!Array.isArray(parsed)) {
    yield { where: label, error: 'a JSON export must be an array of documents' };
    return;
  }
  for (const [i, value] of parsed.entries()) yield { where: `item ${i + 1}`, value };
}

function parseLine(line: string, n: number): RawRecord | null {
  const trimmed = line.trim();
  if (!trimmed) return null;
  try {
    return { where: `line ${n}`, value: JSON.parse(trimmed) };
  } catch (err) {
    return { where: `line ${n}`, error: `not valid JSON: ${(err as Error).message}` };
  }
}

/** Records of an export held in memory (tests, small files). */
export function* textRecords(text: string): Generator<RawRecord> {
  if (text.trimStart().startsWith('[')) {
    yield* arrayRecords(text, 'file');
    return;
  }
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    const r = parseLine(line, i + 1);
    if (r) yield r;
  }
}

function firstChar(file: string): string {
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(4096);
    const n = fs.readSync(fd, buf, 0, buf.length, 0);
    return buf
      .subarray(0, n)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart()
      .charAt(0);
  } finally {
    fs.closeSync(fd);
  }
}

/** Records of an export file; NDJSON is streamed line by line, so a large dump is never held whole. */
export async function* fileRecords(file: string): AsyncGenerator<RawRecord> {
  if (firstChar(file) === '[') {
    yield* arrayRecords(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''), file);
    return;
  }
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    n++;
    const r = parseLine(n === 1 ? line.replace(/^\uFEFF/, '') : line, n);
    if (r) yield r;
  }
}
