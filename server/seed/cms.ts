import type { CmsBlock, CmsPage } from '../../src/domain/types.ts';
import { blockContent, pageContent } from './cmsContent.ts';

const CREATED = '2025-09-01 08:00:00';

/** cms_page documents in vsf-api's shape (contract §6.6); identifier = the static route's slug. */
export function buildCmsPages(): CmsPage[] {
  return pageContent.map((page, i) => ({
    id: i + 1,
    identifier: page.identifier,
    title: page.title,
    page_layout: '1column',
    content_heading: page.heading ?? page.title,
    content: page.content,
    meta_title: `${page.title} | Health Dept`,
    meta_keywords: '',
    meta_description: page.description,
    creation_time: CREATED,
    update_time: CREATED,
    sort_order: String(i),
    active: true,
    store_id: [0],
  }));
}

export function buildCmsBlocks(): CmsBlock[] {
  return blockContent.map((block, i) => ({
    id: i + 1,
    identifier: block.identifier,
    title: block.title,
    content: block.content,
    creation_time: CREATED,
    update_time: CREATED,
    active: true,
    store_id: [0],
  }));
}

/** Banners the image route can draw ("/banner/<name>.png"). */
export const bannerNames = ['home-hero', 'newsletter', 'sale'] as const;
