import { afterEach, describe, expect, it } from 'vitest';
import { holdBootPicture } from './bootPicture';

afterEach(() => {
  document.body.innerHTML = '';
});

/** index.html's boot shell with a picture from the server (server/services/catalog/pageShell.ts). */
function bootShell(withPicture = true) {
  document.body.innerHTML =
    '<div id="root"><div class="boot-header">Shop</div>' +
    (withPicture ? '<div class="boot-main"><div class="boot-pic boot-pic--gallery"><img src="/img/600/744/crop/a.png" alt="Oats"></div></div>' : '') +
    '</div>';
  const picture = document.querySelector<HTMLElement>('.boot-main');
  if (picture) picture.getBoundingClientRect = () => ({ top: 100, left: 16, width: 380, height: 511 }) as DOMRect;
  return picture;
}

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('holdBootPicture', () => {
  it("lays the picture over the page where it was, out of React's root, until the page shows its own", async () => {
    const picture = bootShell()!;
    const shown = deferred();
    holdBootPicture(shown.promise);
    // React's first commit empties #root: the picture is no longer in it.
    expect(document.getElementById('root')!.contains(picture)).toBe(false);
    expect(picture.parentElement).toBe(document.body);
    expect(picture.style).toMatchObject({ position: 'absolute', top: '100px', left: '16px', width: '380px', boxSizing: 'border-box', pointerEvents: 'none' });
    expect(picture.getAttribute('aria-hidden')).toBe('true');
    shown.resolve();
    await shown.promise;
    await Promise.resolve();
    expect(picture.isConnected).toBe(false);
  });

  it.each(['pointerdown', 'keydown'])('takes it away at the first %s (the shopper may be leaving the page)', (type) => {
    const picture = bootShell()!;
    holdBootPicture(new Promise(() => undefined));
    expect(picture.isConnected).toBe(true);
    window.dispatchEvent(new Event(type));
    expect(picture.isConnected).toBe(false);
  });

  it('does nothing without a picture in the shell (the service worker’s shell, a page without one)', () => {
    bootShell(false);
    const before = document.body.innerHTML;
    holdBootPicture(Promise.resolve())();
    expect(document.body.innerHTML).toBe(before);
  });
});
