/**
 * The page's main picture painted from the HTML (issue 15, docs/first-paint.md "The main picture in
 * the HTML"): the server puts it into index.html's boot shell in an element of this class
 * (server/services/catalog/pageShell.ts, laid out by index.html's inline style), and the app keeps it
 * on screen until its own copy is shown (src/lib/bootPicture.ts).
 */
export const BOOT_PICTURE_CLASS = 'boot-main';
