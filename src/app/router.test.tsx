import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/support/renderWithProviders';
import { clearSearchCache } from '../api/catalog';
import { routes } from './router';

const pages: Record<string, { identifier: string; title: string; content: string; meta_description?: string }> = {
  about: { identifier: 'about', title: 'About us', content: '<p>Since 2016.</p>', meta_description: 'Who we are' },
  contact: { identifier: 'contact', title: 'Contact', content: '<p>Call us.</p>' },
};

const server = setupServer(
  http.get('*/api/catalog/ido/category/_search', () =>
    HttpResponse.json({
      hits: [{ id: 3, name: 'Pantry', slug: 'pantry', level: 2, is_active: true, include_in_menu: 1, position: 1, children_data: [] }],
      total: 1,
    }),
  ),
  http.get('*/api/catalog/ido/cms_page/_search', ({ request }) => {
    const query = JSON.parse(new URL(request.url).searchParams.get('request')!);
    const page = pages[query._appliedFilters[0].value.eq as string];
    return HttpResponse.json({ hits: page ? [{ id: 1, active: true, ...page }] : [], total: page ? 1 : 0 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => clearSearchCache());
afterAll(() => server.close());

describe('route table', () => {
  it('renders a static CMS route with its title and meta description inside the default layout', async () => {
    const { user } = await renderRoutes(routes, '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('Since 2016.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About us | Health Dept'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Who we are');
    // Shared links show a card (issue 14).
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'About us');
    expect(document.querySelector('meta[property="og:description"]')).toHaveAttribute('content', 'Who we are');
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute('content', `${location.origin}/about`);
    expect(document.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    expect(screen.getByRole('main')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(await within(nav).findByRole('link', { name: 'Pantry' })).toHaveAttribute('href', '/c/pantry');
    // The 13 static pages and the store locator (issue 14), in the footer: it comes near the viewport
    // (which happy-dom never reports) or with the first Tab press (FooterWhenNear).
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await user.keyboard('{Tab}');
    const footerLinks = within(await screen.findByRole('navigation', { name: 'Shop information' })).getAllByRole('link');
    expect(footerLinks).toHaveLength(14);
    expect(footerLinks.at(-1)).toHaveAttribute('href', '/stores');
  });

  it('shows the contact page text with the contact form', async () => {
    await renderRoutes(routes, '/contact');
    expect(await screen.findByText('Call us.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('asks a guest on an account page to log in, with a link to /login', async () => {
    await renderRoutes(routes, '/my-account/orders/12');
    expect(await screen.findByText('You need to be logged in to see this page')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringMatching(/^\/login/));
  });

  it('renders /compare as Compare Products', async () => {
    await renderRoutes(routes, '/compare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare Products' })).toBeInTheDocument();
  });

  it('shows page-not-found for a CMS page that does not exist', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoutes(routes, '/i/nothing-here');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('CMS query returned empty result', 'nothing-here');
  });

  // Issue 5 (session-pwa): the login and password pages exist now.
  it('/login shows the login form', async () => {
    await renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });

  it('/Account/Reset-Password without a link says the link is not valid', async () => {
    await renderRoutes(routes, '/Account/Reset-Password');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(await screen.findByText(/This password reset link is not valid any more/)).toBeInTheDocument();
  });

  it('renders /error in the minimal layout (no header or footer)', async () => {
    await renderRoutes(routes, '/error');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error 500' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
