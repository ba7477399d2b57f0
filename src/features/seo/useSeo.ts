import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta';
import { canonicalUrl, setAlternates, setCanonical } from './canonical';
import { applyMetaTags, socialTags, type MetaTag, type SocialInput } from './socialMeta';

export interface SeoInput {
  title?: string;
  description?: string;
  /** The page's canonical path; by default the current path without its query. */
  canonicalPath?: string;
  /** The page's picture (a path on this origin or an absolute URL) for shared links. */
  image?: string;
  type?: SocialInput['type'];
}

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : canonicalUrl(url));

/** Sets meta tags while the calling page is shown (keyed by their content, so an unchanged list is not rewritten). */
export function useMetaTags(tags: MetaTag[]): void {
  const key = JSON.stringify(tags);
  useEffect(() => applyMetaTags(JSON.parse(key) as MetaTag[]), [key]);
}

/**
 * A title, a description, a canonical link and the Open Graph / Twitter card tags for the current
 * page (issues 3 and 14: for search engines and shared links).
 */
export function useSeo({ title, description, canonicalPath, image, type }: SeoInput): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageMeta(title, description);
  const path = canonicalPath ?? pathname;
  const href = canonicalUrl(path);
  useEffect(() => {
    setCanonical(href);
    setAlternates(path);
  }, [href, path]);
  const siteName = t('common.shopName');
  useMetaTags(socialTags({ title: title || siteName, description, url: href, image: image ? absolute(image) : undefined, type, siteName }));
}
