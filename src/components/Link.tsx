import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * react-router's <Link> as the shop uses it: an anchor whose plain left click navigates inside the app
 * (a modified click or another target opens the URL as a browser would). Every `to` of the shop is a
 * path inside it. react-router's own also carries its framework mode's route prefetching and URL
 * masking, whose code would stay in the entry chunk though no link asks for them (2.5 kB gzip, issue 15).
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
}

/**
 * react-router's <NavLink> without the data router's pending and transition states (this router has
 * none): `aria-current="page"` and the `active` class while the location is the link's path or one
 * below it (with `end`, only its own), compared without case.
 */
export function NavLink({ end = false, className, to, ...rest }: NavLinkProps) {
  const { navigator } = useContext(NavigationContext);
  const path = useResolvedPath(to);
  const target = (navigator.encodeLocation ? navigator.encodeLocation(path) : path).pathname.toLowerCase();
  const at = useLocation().pathname.toLowerCase();
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = at === target || (!end && at.startsWith(target) && at.charAt(slash) === '/');
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...rest} to={to} aria-current={active ? 'page' : undefined} className={classes} />;
}
