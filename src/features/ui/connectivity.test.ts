import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { listenForConnectivity } from './connectivity';

describe('listenForConnectivity', () => {
  it('dispatches nothing at start: the state already follows navigator.onLine', () => {
    const store = makeStore();
    const dispatch = vi.spyOn(store, 'dispatch');
    const stop = listenForConnectivity(store.dispatch);
    expect(dispatch).not.toHaveBeenCalled();
    expect(store.getState().ui.online).toBe(navigator.onLine);
    stop();
  });

  it('follows the window online and offline events until stopped', () => {
    const store = makeStore();
    const stop = listenForConnectivity(store.dispatch);
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().ui.online).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(store.getState().ui.online).toBe(true);
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().ui.online).toBe(true);
  });
});
