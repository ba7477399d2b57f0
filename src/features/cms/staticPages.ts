/** The static-page list is domain data: the seed's tests check a CMS page exists for each one the PWA routes. */
export { STATIC_PAGES, type StaticPage } from '../../domain/staticPages';
