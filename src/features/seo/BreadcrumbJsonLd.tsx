import { viewBase } from './canonical';
import { JsonLd } from './JsonLd';
import { breadcrumbJsonLd, type Crumb } from './structuredData';

/** BreadcrumbList JSON-LD: the home page, the chain of parent categories, then the page itself. */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: Crumb[] }) {
  return <JsonLd data={breadcrumbJsonLd(crumbs, viewBase())} />;
}
