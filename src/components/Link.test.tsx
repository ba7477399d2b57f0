import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './Link';

function Where() {
  const { pathname, search, state } = useLocation();
  return <output data-testid="where">{`${pathname}${search}|${JSON.stringify(state ?? null)}`}</output>;
}

afterEach(cleanup);

const at = (path: string, ui: ReactNode) => {
  cleanup();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
};

describe('Link', () => {
  it('is an anchor to the resolved URL that navigates in the app on a plain click', () => {
    const ref = createRef<HTMLAnchorElement>();
    const onClick = vi.fn();
    at(
      '/cart',
      <Link to="/checkout?step=shipping" className="button" aria-label="Go" state={{ from: 'cart' }} ref={ref} onClick={onClick}>
        Checkout
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.getAttribute('href')).toBe('/checkout?step=shipping');
    expect(link.className).toBe('button');
    expect(ref.current).toBe(link);
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where').textContent).toBe('/checkout?step=shipping|{"from":"cart"}');
  });

  it('resolves a relative link and leaves a modified click or a prevented one to the browser', () => {
    at(
      '/checkout',
      <Link to="?step=payment" onClick={(e) => e.altKey && e.preventDefault()}>
        Payment
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Payment' });
    expect(link.getAttribute('href')).toBe('/checkout?step=payment');
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { altKey: true });
    expect(screen.getByTestId('where').textContent).toBe('/checkout|null');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/checkout?step=payment|null');
  });
});

describe('NavLink', () => {
  const links = (
    <>
      <NavLink to="/my-account" end>
        Account
      </NavLink>
      <NavLink to="/my-account/orders" className="nav">
        Orders
      </NavLink>
      <NavLink to="/Teas">Teas</NavLink>
    </>
  );

  it('marks the link of the current page, and of the pages below it unless `end`', () => {
    at('/my-account/orders/12', links);
    const account = screen.getByRole('link', { name: 'Account' });
    const orders = screen.getByRole('link', { name: 'Orders' });
    expect(account.getAttribute('aria-current')).toBeNull();
    expect(account.className).toBe('');
    expect(orders.getAttribute('aria-current')).toBe('page');
    expect(orders.className).toBe('nav active');
    fireEvent.click(account);
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Orders' }).className).toBe('nav');
  });

  it('compares paths without case and not by prefix alone', () => {
    at('/teas/green', links);
    expect(screen.getByRole('link', { name: 'Teas' }).className).toBe('active');
    at('/teasets', links);
    expect(screen.getByRole('link', { name: 'Teas' }).getAttribute('aria-current')).toBeNull();
  });
});
