import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pageWithNotices, renderRoutes } from '../../../test/support/renderWithProviders';
import { setUpMswServer } from '../../../test/support/mswServer';
import UnsubscribePage from './UnsubscribePage';

const server = setUpMswServer();
const PATH = '*/api/ext/mailchimp-subscribe/subscribe';
const LINK_NOT_VALID = 'This unsubscribe link is not valid. Please open the link in our newsletter e-mail again.';
const routes = pageWithNotices('newsletter/unsubscribe', <UnsubscribePage />);

/** The shop's list: one subscriber with its key; what the page sent. */
function newsletterList() {
  const sent: unknown[] = [];
  server.use(
    http.delete(PATH, async ({ request }) => {
      const body = (await request.json()) as { email: string; key: string };
      sent.push(body);
      return body.email === 'reader@example.com' && body.key === 'k3y'
        ? HttpResponse.json({ code: 200, result: true })
        : HttpResponse.json({ code: 403, result: LINK_NOT_VALID }, { status: 403 });
    }),
  );
  return sent;
}

describe('the newsletter mail’s unsubscribe link', () => {
  it('asks first, then ends the subscription the link names', async () => {
    const sent = newsletterList();
    const { user } = await renderRoutes(routes, '/newsletter/unsubscribe?email=reader%40example.com&key=k3y');
    expect(screen.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeInTheDocument();
    expect(screen.getByText('Stop sending the newsletter to reader@example.com?')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    // The page's own status (a notification may say so too).
    expect(await screen.findByText('You have been unsubscribed from the newsletter.', { selector: 'p[role="status"]' })).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'reader@example.com', key: 'k3y' }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('shows the shop’s refusal of a wrong key, and keeps the button for another try', async () => {
    newsletterList();
    const { user } = await renderRoutes(routes, '/newsletter/unsubscribe?email=reader%40example.com&key=typo');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(LINK_NOT_VALID)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('says a cut-off link is incomplete, and offers nothing to send', async () => {
    const sent = newsletterList();
    await renderRoutes(routes, '/newsletter/unsubscribe?email=reader%40example.com');
    expect(screen.getByText('This link is incomplete. Please open the link in our newsletter e-mail again.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(sent).toEqual([]);
  });
});
