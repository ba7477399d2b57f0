import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { lazyPage } from './router';

/** The layout's part that matters here: the error boundary that clears on the next address. */
function Shell({ Page }: { Page: ComponentType }) {
  const location = useLocation();
  return (
    <>
      <Link to="/">home</Link> <Link to="/page">the page</Link>
      <ErrorBoundary what="page" resetKey={location.key} fallback={<p>could not load</p>}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/" element={<p>the home page</p>} />
            <Route path="/page" element={<Page />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

describe('a lazy page whose code fails to load', () => {
  it('shows the error for that visit, and asks for its code again on a later visit', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <h1>The page</h1> });
    const Page = lazyPage(false)(load);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/page']}>
        <Shell Page={Page} />
      </MemoryRouter>,
    );
    // Not asked for again within the visit: that would wait for ever.
    expect(await screen.findByText('could not load')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByText('the home page')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'the page' }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
