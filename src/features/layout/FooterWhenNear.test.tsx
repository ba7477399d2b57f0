import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/support/renderWithProviders';
import { holdLaterWorkUntilPageShown } from '../../lib/startupGate';
import { FooterWhenNear, forgetFooterWanted } from './FooterWhenNear';

/** An IntersectionObserver the test drives: `enter()` reports the observed element near the viewport. */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe = vi.fn();
  disconnect = vi.fn();
  enter() {
    this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const renderFooter = () =>
  renderWithProviders(
    <MemoryRouter>
      <FooterWhenNear />
    </MemoryRouter>,
  );

beforeEach(() => {
  forgetFooterWanted();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  holdLaterWorkUntilPageShown(Promise.resolve());
});

describe('the footer below the first screen', () => {
  it('holds its place until it comes near the viewport, then loads', async () => {
    const { container } = await renderFooter();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(container.querySelector('.footer--placeholder')).toHaveAttribute('aria-hidden', 'true');
    act(() => FakeObserver.last!.enter());
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(container.querySelector('.footer--placeholder')).toBeNull();
  });

  it('near before the first page is shown (a skeleton page), waits for it', async () => {
    let shown!: () => void;
    holdLaterWorkUntilPageShown(new Promise<void>((resolve) => (shown = resolve)));
    await renderFooter();
    await act(async () => FakeObserver.last!.enter());
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await act(async () => shown());
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('loads with the first Tab press, so the keyboard reaches its links', async () => {
    await renderFooter();
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(await screen.findByRole('navigation', { name: 'Shop information' })).toBeInTheDocument();
  });

  it('once loaded, is there at once on the next page', async () => {
    const { unmount } = await renderFooter();
    fireEvent.keyDown(document, { key: 'Tab' });
    await screen.findByRole('contentinfo');
    unmount();
    FakeObserver.last = null;
    await renderFooter();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(FakeObserver.last).toBeNull();
  });
});
