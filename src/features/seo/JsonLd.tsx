/**
 * Structured data for search engines as a <script type="application/ld+json">. '<' is written as
 * \u003c so text from the catalogue can never close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
