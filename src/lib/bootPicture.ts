import { BOOT_PICTURE_CLASS } from '../domain/bootPicture';

/**
 * The boot shell's picture (index.html, painted before any script) stays where it is while the app
 * renders its first frames: React's first commit replaces #root's children, and until the page's own
 * code and data have come it shows a skeleton where the picture was. So the picture is taken out of
 * #root before that commit and laid over the page at the very place it had (the app shows its own
 * copy there, same address and size), then removed once `until` (the page's own pictures shown) or
 * the shopper's first click or key (a navigation may change what is under it). It takes no clicks.
 * Absolutely placed, it moves nothing when it comes or goes (CLS 0). Returns the removal.
 */
export function holdBootPicture(until: Promise<unknown>, doc: Document = document): () => void {
  const shell = doc.querySelector<HTMLElement>(`#root > .${BOOT_PICTURE_CLASS}`);
  if (!shell) return () => undefined;
  const win = doc.defaultView ?? window;
  const box = shell.getBoundingClientRect();
  Object.assign(shell.style, {
    position: 'absolute',
    top: `${box.top + win.scrollY}px`,
    left: `${box.left + win.scrollX}px`,
    width: `${box.width}px`,
    margin: '0',
    // The app's style sheet may change the default box model: the measured box is the border box.
    boxSizing: 'border-box',
    pointerEvents: 'none',
  });
  // A copy of what the app shows under it: read once, from the app.
  shell.setAttribute('aria-hidden', 'true');
  doc.body.append(shell);
  const events = ['pointerdown', 'keydown'] as const;
  const remove = () => {
    shell.remove();
    for (const type of events) win.removeEventListener(type, remove, true);
  };
  for (const type of events) win.addEventListener(type, remove, true);
  void until.then(remove, remove);
  return remove;
}
