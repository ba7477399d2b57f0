import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { startI18n, translationsComplete } from '../../lib/i18n';
import NotificationItem from './NotificationItem';

afterEach(cleanup);

// i18next is one instance per test file: this one starts as a first visit does, with the first-paint
// English only (Notifications.test.tsx has all of it).
describe('a notification whose text is not among the first-paint English texts', () => {
  it('waits for the rest of English and then shows its text, never its key', async () => {
    await startI18n('en-US');
    const notification = { id: 'n1', type: 'info' as const, message: 'cart.title', hasNoTimeout: true };
    render(
      <Provider store={makeStore()}>
        <ul>
          <NotificationItem notification={notification} />
        </ul>
      </Provider>,
    );
    expect(translationsComplete()).toBe(false);
    expect(screen.queryByText('cart.title')).not.toBeInTheDocument();
    // The rest arrives without re-rendering what is on screen (i18n.ts): the item renders again itself.
    expect(await screen.findByText('Shopping cart')).toBeInTheDocument();
  });
});
