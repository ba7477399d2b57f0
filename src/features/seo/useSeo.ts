import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta';
import { canonicalUrl, setAlternates, setCanonical } from './canonical';

export interface SeoInput {
  title?: string;
  description?: string;
  /** The page's canonical path; by default the current path without its query. */
  canonicalPath?: string;
}

/** A title, a description and a canonical link for the current page (issue 3: for search engines and sharing). */
export function useSeo({ title, description, canonicalPath }: SeoInput): void {
  const { pathname } = useLocation();
  usePageMeta(title, description);
  const path = canonicalPath ?? pathname;
  const href = canonicalUrl(path);
  useEffect(() => {
    setCanonical(href);
    setAlternates(path);
  }, [href, path]);
}
