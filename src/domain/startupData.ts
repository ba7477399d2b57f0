/**
 * The start-up data of a product page (issue 15: LCP): the server puts the answer of the page's
 * first catalogue request into its index.html, so the app does not wait one more round trip for
 * it. The element is `<script type="application/json" id="startup-data">`, holding
 * `{ page, answers: { <request path>: <response body text> } }`: the page path it was made for and
 * each answer's body exactly as the API sent it.
 */
export const STARTUP_DATA_ID = 'startup-data';

export interface StartupData {
  /** The requested path (no query) the answers were made for. */
  page: string;
  /** Request path (`/api/catalog/…`) → the API's response body. */
  answers: Record<string, string>;
}

/**
 * The element for index.html. Its text has no '<' (so no `</script>` or `<!--` from a product name
 * or a hostile URL can end or change the element), no '>' or '&', and no line separators: each is
 * written as a JSON \u escape, which JSON.parse turns back into the same character.
 */
export function startupDataElement(data: StartupData): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${STARTUP_DATA_ID}">${json}</script>`;
}

/** The answers of an element's text when it was made for `page`; none for another page or anything malformed. */
export function startupAnswers(text: string | null | undefined, page: string): Map<string, string> {
  const answers = new Map<string, string>();
  let data: Partial<StartupData> | null;
  try {
    data = text ? (JSON.parse(text) as Partial<StartupData>) : null;
  } catch {
    return answers;
  }
  if (!data || data.page !== page || !data.answers || typeof data.answers !== 'object') return answers;
  for (const [path, body] of Object.entries(data.answers)) if (typeof body === 'string') answers.set(path, body);
  return answers;
}
