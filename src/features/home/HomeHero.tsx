import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../components/useAsync';
import { sanitizeHtml } from '../cms/sanitizeHtml';
import { loadCmsBlock } from './homeQueries';

/**
 * The page heading renders at once (fast first paint); the CMS block "home-hero" fills the
 * reserved space below it when the shop has one, else a short introduction is shown.
 */
export function HomeHero() {
  const { t } = useTranslation();
  const block = useAsync('home-hero', () => loadCmsBlock('home-hero').catch(() => null));
  const html = useMemo(() => (block.status === 'success' && block.data ? sanitizeHtml(block.data.content) : ''), [block]);
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <h1 id="hero-title">{t('home.heroTitle')}</h1>
      {html ? (
        <div className="home-hero__block" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="home-hero__text">{block.status === 'loading' ? '\u00a0' : t('home.heroText')}</p>
      )}
    </section>
  );
}
