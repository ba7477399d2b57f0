/**
 * The MULTISTORE switch handed to the PWA at run time (no rebuild): every index.html the server
 * answers carries `<meta name="vs-multistore" content="on|off">`, read by src/lib/multistore.ts
 * (which remembers it for the service worker's precached shell). The name is the client's.
 */
export const MULTISTORE_META = 'vs-multistore';
/** The same answer as a response header of those pages (a HEAD / asks for it without the page). */
export const MULTISTORE_HEADER = 'x-vs-multistore';

export function withMultistoreMarker(html: string, multistore: boolean): string {
  const tag = `<meta name="${MULTISTORE_META}" content="${multistore ? 'on' : 'off'}">`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}
