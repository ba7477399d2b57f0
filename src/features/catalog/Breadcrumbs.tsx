import './catalog.css';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link';

export interface Crumb {
  name: string;
  to: string;
}

/**
 * Breadcrumbs (spec 001 §3: routes and current); the current page is not a link. `pending`: the
 * chain is not known yet; the trail keeps its place but stays hidden, so the last crumb does not
 * jump sideways when the chain arrives.
 */
export function Breadcrumbs({ routes, current, pending = false }: { routes: Crumb[]; current: string; pending?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className={pending ? 'breadcrumbs breadcrumbs--pending' : 'breadcrumbs'} aria-label={t('catalog.breadcrumbs')}>
      <ol>
        <li>
          <Link to="/">{t('catalog.home')}</Link>
        </li>
        {routes.map((r) => (
          <li key={r.to}>
            <Link to={r.to}>{r.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
