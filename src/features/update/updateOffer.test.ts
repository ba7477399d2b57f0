import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetTypedInput, trackTypedInput } from './typedInput';
import { offerUpdateWhenCalm, UPDATE_NOTIFICATION_ID } from './updateOffer';

const actions: { type: string; payload?: unknown }[] = [];
let stop: () => void = () => undefined;
const shown = () => {
  let on = false;
  for (const a of actions) {
    if (a.type === 'notifications/notificationShown' && (a.payload as { id: string }).id === UPDATE_NOTIFICATION_ID) on = true;
    if (a.type === 'notifications/notificationRemoved' && a.payload === UPDATE_NOTIFICATION_ID) on = false;
  }
  return on;
};
const offer = () => (stop = offerUpdateWhenCalm((a) => actions.push(a as never), 'app/updateAccepted'));

function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(() => {
  actions.length = 0;
  forgetTypedInput();
  trackTypedInput(); // from the service worker's registration on, before any update waits
  history.replaceState(null, '', '/');
  document.body.innerHTML =
    '<form id="f"><input id="email" type="email"><textarea id="note"></textarea><button>Send</button></form><input id="search" type="search">';
});
afterEach(() => stop());

describe('the update offer', () => {
  it('shows at once on a calm page, with the Reload action', () => {
    offer();
    expect(shown()).toBe(true);
    expect(actions[0]).toMatchObject({
      payload: { message: 'order.appUpdate.available', action1: { label: 'order.appUpdate.reload', action: { type: 'app/updateAccepted' } } },
    });
  });

  it('waits while a form is half-filled, and shows once it is sent', () => {
    const form = document.getElementById('f') as HTMLFormElement;
    offer();
    type(document.getElementById('email') as HTMLInputElement, 'thandi@example.com');
    expect(shown()).toBe(false);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(shown()).toBe(true);
  });

  it('waits while anything typed is on the page: shows when it is cleared or goes away', () => {
    type(document.getElementById('note') as HTMLTextAreaElement, 'Leave at the gate');
    offer();
    expect(shown()).toBe(false);
    type(document.getElementById('note') as HTMLTextAreaElement, '');
    expect(shown()).toBe(true);
    type(document.getElementById('search') as HTMLInputElement, 'almond');
    expect(shown()).toBe(false);
    document.getElementById('search')!.remove();
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    expect(shown()).toBe(true);
  });

  it('never shows in checkout', async () => {
    history.replaceState(null, '', '/checkout');
    offer();
    expect(shown()).toBe(false);
    history.replaceState(null, '', '/cart');
    // Route changes are looked at every second.
    await new Promise((r) => setTimeout(r, 1100));
    expect(shown()).toBe(true);
  });
});
