import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/support/renderWithProviders';
import { clearSearchCache } from '../../api/catalog';
import { catalogHandlers } from '../../../test/support/catalogHandlers';
import { Notifications } from '../notifications/Notifications';
import ContactPage from './ContactPage';
import { setUpMswServer } from '../../../test/support/mswServer';

const server = setUpMswServer(clearSearchCache);

function mailService() {
  const letters: Record<string, unknown>[] = [];
  return {
    letters,
    handlers: [
      ...catalogHandlers({ cms_page: [{ id: 1, identifier: 'contact', title: 'Contact', content: '<p>Call us.</p>', active: true }] } as never),
      http.get('*/api/ext/mail-service/get-token', () => HttpResponse.json({ code: 200, result: 'mail-token-1' })),
      http.post('*/api/ext/mail-service/send-email', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        if (body.token !== 'mail-token-1') return HttpResponse.json({ code: 401, result: 'Invalid token' }, { status: 401 });
        letters.push(body);
        return HttpResponse.json({ code: 200, result: 'OK' });
      }),
    ],
  };
}

const routes = [
  {
    path: '/contact',
    element: (
      <>
        <ContactPage />
        <Notifications />
      </>
    ),
  },
];

describe('contact page', () => {
  it('validates with the spec messages and sends nothing until the form is right', async () => {
    const mail = mailService();
    server.use(...mail.handlers);
    const { user } = await renderRoutes(routes, '/contact');
    expect(await screen.findByText('Call us.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'T');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Name must have at least 2 letters')).toBeInTheDocument();
    expect(screen.getByText('Please provide valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAttribute('aria-invalid', 'true');
    expect(mail.letters).toEqual([]);
  });

  it('gets a mail token, then sends the letter with it', async () => {
    const mail = mailService();
    server.use(...mail.handlers);
    const { user } = await renderRoutes(routes, '/contact');
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Thandi Nkosi');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'thandi@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Do you deliver to Paarl?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you, your message has been sent.')).toBeInTheDocument();
    expect(mail.letters).toEqual([
      expect.objectContaining({
        token: 'mail-token-1',
        sourceAddress: 'thandi@example.com',
        subject: 'Contact form: Thandi Nkosi',
        emailText: expect.stringContaining('Do you deliver to Paarl?'),
      }),
    ]);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });
});
