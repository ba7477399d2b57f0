import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { beforeAll, describe, expect, it } from 'vitest';
import order from '../../../locales/en/order.json';
import { queueLoaded } from '../sync/syncSlice';
import { wentOffline } from '../ui/uiSlice';
import { QueuedOrdersNotice } from './QueuedOrdersNotice';
import { testStore } from '../../../test/support/testStore';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: order } }, interpolation: { escapeValue: false } });
});

const summary = (confirmed: boolean) => ({ order_id: 'o1', created_at: 'x', confirmed, attempts: 0, grand_total: 115, itemCount: 1 });

function renderWith(t: ReturnType<typeof testStore>) {
  return render(
    <Provider store={t.store}>
      <I18nextProvider i18n={i18n}>
        <QueuedOrdersNotice />
      </I18nextProvider>
    </Provider>,
  );
}

describe('QueuedOrdersNotice', () => {
  it('shows nothing without queued orders', () => {
    const { container } = renderWith(testStore());
    expect(container).toBeEmptyDOMElement();
  });

  it('offline: says the order waits and will be sent when back online', () => {
    const t = testStore();
    t.store.dispatch(queueLoaded([summary(false)]));
    t.store.dispatch(wentOffline());
    renderWith(t);
    expect(screen.getByRole('status')).toHaveTextContent('1 order is waiting to be sent. It will be sent when you are back online.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('online with an unconfirmed order: "Send now" confirms', async () => {
    const t = testStore();
    t.store.dispatch(queueLoaded([summary(false)]));
    renderWith(t);
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(t.types()).toContain('order/queuedOrdersConfirmed');
  });

  it('on the thank-you page of that order it stays quiet (the page already says the order waits)', async () => {
    const base = testStore().store.getState();
    const lastOrder = { order_id: 'o1', status: 'queued' as const, orderNumber: null, backendOrderId: null, transferedAt: null, placedAt: 1 };
    const t = testStore({ checkout: { ...base.checkout, isThankYouPage: true }, sync: { ...base.sync, lastOrder } });
    t.store.dispatch(queueLoaded([summary(false)]));
    t.store.dispatch(wentOffline());
    const { container } = renderWith(t);
    expect(container).toBeEmptyDOMElement();
    // Another order waiting as well is still mentioned.
    t.store.dispatch(queueLoaded([summary(false), { ...summary(false), order_id: 'o2' }]));
    await waitFor(() => expect(container).toHaveTextContent('1 order is waiting to be sent.'));
  });
});
