/**
 * A euro view's CMS pages and blocks (docs/store-view-content.md): the default view's documents
 * (same ids and identifiers, as the PWA looks pages up by identifier) with the texts of
 * data/views/<code>-cms.json. The texts write amounts and contact details as placeholders
 * ("{{courier}}") and links as route-table paths ("/shipping-delivery", "/c/superfoods"); both
 * are filled in here, so the euro terms and the view's URLs are stated once, in code.
 */
import type { CmsBlock, CmsPage } from '../../src/domain/types.ts';
import { SHOP } from './cmsContent.ts';
import type { ViewTexts } from './viewTexts.ts';

export interface CmsContext {
  texts: ViewTexts;
  /** Magento store id of the view: its documents show there only (store_id). */
  storeId: number;
  /** The view's URL prefix ('/de'). */
  prefix: string;
  /** The view's category slug by the default view's. */
  slugOf: Map<string, string>;
  /** Values of the placeholders ({{name}}). */
  values: Record<string, string>;
}

/** The shop's phone number as dialled from abroad: "021 555 0142" → "+27 21 555 0142". */
export const internationalPhone = (phone: string): string => phone.replace(/^0/, '+27 ');

/** The placeholders every view's texts may use besides its own amounts. */
export const shopValues = (): Record<string, string> => ({ shop: SHOP.name, email: SHOP.email, phone: internationalPhone(SHOP.phone) });

/**
 * Fills the placeholders (an unknown one is a mistake in the texts and fails the seed) and moves
 * root-relative links into the view, categories by their slug in the view.
 */
export function localiseHtml(html: string, ctx: CmsContext, where: string): string {
  const filled = html.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = Object.hasOwn(ctx.values, name) ? ctx.values[name] : undefined;
    if (value === undefined) throw new Error(`${where}: unknown placeholder {{${name}}}`);
    return value;
  });
  return filled.replace(/href="(\/(?!\/)[^"]*)"/g, (_, path: string) => {
    const category = /^\/c\/([^/?#]+)(.*)$/.exec(path);
    if (category) {
      // A category the catalogue does not have keeps its slug (the page answers "not found" as in the default view).
      const slug = ctx.slugOf.get(category[1]) ?? category[1];
      return `href="${ctx.prefix}/c/${slug}${category[2]}"`;
    }
    return `href="${ctx.prefix}${path === '/' ? '' : path}"`;
  });
}

export function viewCmsPages(base: readonly CmsPage[], ctx: CmsContext): CmsPage[] {
  return base.map((page) => {
    const text = Object.hasOwn(ctx.texts.pages, page.identifier) ? ctx.texts.pages[page.identifier] : undefined;
    // A page the texts do not know (an operator's own) is shown as the default view has it.
    if (!text) return { ...page };
    const where = `CMS page "${page.identifier}"`;
    return {
      ...page,
      title: text.title,
      content_heading: text.heading ?? text.title,
      content: localiseHtml(text.content.join('\n'), ctx, where),
      meta_title: `${text.title} | ${SHOP.name}`,
      meta_description: localiseHtml(text.description, ctx, where),
      store_id: [ctx.storeId],
    };
  });
}

export function viewCmsBlocks(base: readonly CmsBlock[], ctx: CmsContext): CmsBlock[] {
  return base.map((block) => {
    const text = Object.hasOwn(ctx.texts.blocks, block.identifier) ? ctx.texts.blocks[block.identifier] : undefined;
    if (!text) return { ...block };
    return { ...block, title: text.title, content: localiseHtml(text.content.join(''), ctx, `CMS block "${block.identifier}"`), store_id: [ctx.storeId] };
  });
}
