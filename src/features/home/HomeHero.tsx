import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsync } from '../../components/useAsync';
import { sanitizeHtml } from '../cms/sanitizeHtml';
import { HOME_HERO_BLOCK } from '../../domain/catalogSearchPath';
import { heroBlockAtHand, takeHeroBlockAtHand, loadCmsBlock } from './homeQueries';

/** The banner is the home page's largest paint: fetched first, never lazily (it is preloaded by index.html). */
function firstImageEager(html: string): string {
  return html.replace(/<img(?![^>]*fetchpriority)/, '<img fetchpriority="high" loading="eager"');
}

/**
 * The page heading renders at once (fast first paint); the CMS block "home-hero" fills the
 * reserved space below it when the shop has one, else a short introduction is shown.
 */
export function HomeHero() {
  const { t } = useTranslation();
  // Already answered (the usual first visit: index.html brought it): shown by the first render, not loaded again.
  const [atHand] = useState(heroBlockAtHand);
  useEffect(() => {
    if (atHand) takeHeroBlockAtHand();
  }, [atHand]);
  const loaded = useAsync(atHand ? null : HOME_HERO_BLOCK, () => loadCmsBlock(HOME_HERO_BLOCK).catch(() => null), { urgent: true });
  const block = atHand ? ({ status: 'success', data: atHand.value } as const) : loaded;
  const content = block.status === 'success' ? block.data?.content : undefined;
  const html = useMemo(() => (content ? firstImageEager(sanitizeHtml(content)) : ''), [content]);
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <h1 id="hero-title">{t('home.heroTitle')}</h1>
      {html ? (
        <div className="home-hero__block" dangerouslySetInnerHTML={{ __html: html }} />
      ) : block.status === 'loading' ? (
        // The banner's box while the block loads, so the blocks below do not jump when it arrives.
        <div className="home-hero__block home-hero__block--loading" aria-hidden="true">
          <div className="hero">
            <span className="hero__image" />
            <span className="hero__copy" />
          </div>
        </div>
      ) : (
        <p className="home-hero__text">{t('home.heroText')}</p>
      )}
    </section>
  );
}
