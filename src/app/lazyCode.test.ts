import { describe, expect, it, vi } from 'vitest';
import { makeStore } from './store';
import { codeNotLoaded, PartNotLoaded } from '../lib/codeNotLoaded';
import { CODE_NOTICE_ID, codeReloadAccepted, ignoreNotLoaded, PRELOAD_ERROR, watchLazyCode } from './lazyCode';

/** A window with only what the parts use: its connection, its online/offline events and a reload. */
function fakeWindow(onLine: boolean) {
  const reload = vi.fn();
  const target = Object.assign(new EventTarget(), { navigator: { onLine }, location: { reload } });
  const setOnline = (online: boolean) => {
    target.navigator.onLine = online;
    target.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { window: target as unknown as Window, reload, setOnline };
}

function setUp(onLine: boolean) {
  const store = makeStore();
  const fake = fakeWindow(onLine);
  const parts = watchLazyCode(store.dispatch, fake.window);
  const notices = () => store.getState().notifications.items.filter((n) => n.id === CODE_NOTICE_ID);
  return { store, parts, notices, ...fake };
}

const fetchFailed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazy code that cannot be fetched', () => {
  it('hands over a part that loads, and tells nothing', async () => {
    const { parts, notices, setOnline } = setUp(true);
    await expect(parts.load(() => Promise.resolve({ start: 'ok' }))).resolves.toEqual({ start: 'ok' });
    setOnline(false);
    setOnline(true);
    expect(notices()).toEqual([]);
  });

  it('offline, tells the shopper to reload once back online; once online, offers the reload', async () => {
    const { store, parts, notices, reload, setOnline } = setUp(false);
    const failed = parts.load(fetchFailed);
    await expect(failed).rejects.toBeInstanceOf(PartNotLoaded);
    await expect(failed).rejects.toMatchObject({ cause: expect.any(TypeError) });
    expect(notices()).toEqual([expect.objectContaining({ type: 'warning', message: 'common.notifications.partNotLoadedOffline', hasNoTimeout: true })]);
    // Offline, a reload shows no shop (no service worker yet): no button for it.
    expect(notices()[0]!.action1).toBeUndefined();

    setOnline(true);
    expect(notices()).toHaveLength(1);
    const online = notices()[0]!;
    expect(online.message).toBe('common.notifications.partNotLoaded');
    expect(online.action1).toEqual({ label: 'common.notifications.reload', action: { type: codeReloadAccepted.type } });
    expect(online.action2).toEqual({ label: 'common.notifications.close' });

    // Offline again before it is pressed: back to the text without the button.
    setOnline(false);
    expect(notices()).toEqual([expect.objectContaining({ message: 'common.notifications.partNotLoadedOffline' })]);
    setOnline(true);
    expect(reload).not.toHaveBeenCalled();
    store.dispatch(online.action1!.action as ReturnType<typeof codeReloadAccepted>);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('online when the part fails (a dropped connection), offers the reload at once', async () => {
    const { parts, notices } = setUp(true);
    await expect(parts.load(fetchFailed)).rejects.toBeInstanceOf(PartNotLoaded);
    expect(notices()).toEqual([
      expect.objectContaining({ message: 'common.notifications.partNotLoaded', action1: expect.objectContaining({ label: 'common.notifications.reload' }) }),
    ]);
  });

  it('tells again when a failed part is asked for again, after the notice was dismissed; not for other errors', async () => {
    const { store, parts, notices } = setUp(true);
    const failure = await parts.load(fetchFailed).catch((error: unknown) => error);
    store.dispatch({ type: 'notifications/notificationRemoved', payload: CODE_NOTICE_ID });
    parts.remind(new Error('the saved state could not be read'));
    expect(notices()).toEqual([]);
    parts.remind(failure);
    expect(notices()).toHaveLength(1);
    parts.remind(failure);
    expect(notices()).toHaveLength(1);
  });

  it("tells of any lazy chunk the build's loader could not fetch, leaving its error to the code that asked", () => {
    const { notices, setOnline, window } = setUp(false);
    const error = new TypeError('Failed to fetch dynamically imported module');
    const event = Object.assign(new Event(PRELOAD_ERROR, { cancelable: true }), { payload: error });
    expect(codeNotLoaded(error)).toBe(false);
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    // A page that throws it says its code did not come (ErrorPage).
    expect(codeNotLoaded(error)).toBe(true);
    // Left unhandled by the code that asked, it is not the page's error; any other error still is.
    const unhandled = (reason: unknown) => {
      const rejection = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
      window.dispatchEvent(rejection);
      return rejection.defaultPrevented;
    };
    expect(unhandled(error)).toBe(true);
    expect(unhandled(new TypeError('Failed to fetch dynamically imported module'))).toBe(false);
    expect(unhandled('a string')).toBe(false);
    expect(unhandled(new PartNotLoaded(error))).toBe(true);
    expect(notices()).toEqual([expect.objectContaining({ message: 'common.notifications.partNotLoadedOffline' })]);
    setOnline(true);
    expect(notices()).toEqual([expect.objectContaining({ message: 'common.notifications.partNotLoaded' })]);
  });

  it('ends a chain quietly for a part that did not load, and passes any other error on', async () => {
    expect(() => ignoreNotLoaded(new PartNotLoaded(new TypeError('offline')))).not.toThrow();
    const other = new Error('the order queue could not start');
    expect(() => ignoreNotLoaded(other)).toThrow(other);
  });
});
