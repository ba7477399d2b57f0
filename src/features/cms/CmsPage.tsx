import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { filter, searchCatalog } from '../../api/catalog';
import { useAsync } from '../../components/useAsync';
import type { CmsPage as CmsPageDoc } from '../../domain/types';
import NotFoundPage from '../errors/NotFoundPage';
import { PageUnavailable } from '../errors/PageUnavailable';
import { useSeo } from '../seo/useSeo';
import { sanitizeHtml } from './sanitizeHtml';

/** Spec 001 §8 error text when the page does not exist. */
export const CMS_EMPTY = 'CMS query returned empty result';

async function loadPage(identifier: string): Promise<CmsPageDoc | 'offline' | null> {
  const res = await searchCatalog<CmsPageDoc>('cms_page', { _appliedFilters: [filter('identifier', { eq: identifier })] }, { size: 1 });
  if (res.items[0]) return res.items[0];
  if (res.offline) return 'offline';
  console.error(CMS_EMPTY, identifier);
  return null;
}

interface Props {
  /** The page already resolved by the URL dispatcher. */
  page?: CmsPageDoc;
  /** The identifier of a static route (/about…); otherwise the :slug param of /i/:slug. */
  identifier?: string;
}

export default function CmsPage({ page, identifier }: Props) {
  const { slug } = useParams();
  const id = page ? null : (identifier ?? slug ?? null);
  const loaded = useAsync(id, () => loadPage(id!));
  if (page) return <CmsContent doc={page} />;
  if (id === null) return <NotFoundPage />;
  if (loaded.status === 'loading') return <CmsSkeleton />;
  if (loaded.status === 'error') throw loaded.error;
  if (loaded.data === 'offline') return <PageUnavailable />;
  if (!loaded.data) return <NotFoundPage />;
  return <CmsContent doc={loaded.data} />;
}

function CmsContent({ doc }: { doc: CmsPageDoc }) {
  const html = useMemo(() => sanitizeHtml(doc.content ?? ''), [doc.content]);
  useSeo({ title: doc.meta_title || doc.title, description: doc.meta_description || undefined, type: 'article' });
  return (
    <article className="page cms">
      <h1>{doc.content_heading || doc.title}</h1>
      <div className="cms__content" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

function CmsSkeleton() {
  return (
    <div className="page cms" aria-busy="true">
      <div className="skeleton skeleton--title" />
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="skeleton skeleton--text" />
      ))}
    </div>
  );
}
