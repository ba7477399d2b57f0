import type { Category } from '../../src/domain/types.ts';
import { categoryTree, type CategoryNode, type ProductKind } from './catalogueTree.ts';
import { slugify } from './random.ts';

export const ROOT_CATEGORY_ID = 2;

export interface CategoryInfo {
  doc: Category;
  /** Ancestors below the root, top first, then the category itself. */
  chain: Category[];
  kind?: ProductKind;
}

/**
 * Builds the category documents of spec 000 §3 (ids in depth-first order from 3) with a nested
 * children_data tree. product_count is filled in by countProducts once products exist.
 */
export function buildCategories(): { root: Category; all: CategoryInfo[]; bySlug: Map<string, CategoryInfo> } {
  const all: CategoryInfo[] = [];
  let nextId = ROOT_CATEGORY_ID + 1;
  const root = makeCategory({ id: ROOT_CATEGORY_ID, parent: null, name: 'Default Category', position: 1 });
  root.url_key = root.slug = 'default-category';
  root.url_path = '';

  const visit = (node: CategoryNode, parent: Category, chain: Category[], position: number): Category => {
    const doc = makeCategory({ id: nextId++, parent, name: node.name, position });
    const info: CategoryInfo = { doc, chain: [...chain, doc], kind: node.kind };
    all.push(info);
    doc.children_data = (node.children ?? []).map((child, i) => visit(child, doc, info.chain, i + 1));
    doc.children_count = doc.children_data.length;
    return doc;
  };
  root.children_data = categoryTree.map((node, i) => visit(node, root, [], i + 1));
  root.children_count = root.children_data.length;
  return { root, all, bySlug: new Map(all.map((c) => [c.doc.slug, c])) };
}

function makeCategory(o: { id: number; parent: Category | null; name: string; position: number }): Category {
  const slug = slugify(o.name);
  const parent = o.parent;
  return {
    id: o.id,
    parent_id: parent ? parent.id : 1,
    parent_ids: parent ? [...(parent.parent_ids ?? []), parent.id].filter((id) => id !== 1) : [],
    name: o.name,
    slug,
    url_key: slug,
    url_path: parent && parent.url_path ? `${parent.url_path}/${slug}` : slug,
    is_active: true,
    level: parent ? parent.level + 1 : 1,
    position: o.position,
    product_count: 0,
    children_count: 0,
    children_data: [],
    path: parent ? `${parent.path}/${o.id}` : `1/${o.id}`,
    include_in_menu: 1,
    image: parent ? `/category/${slug}.png` : null,
  };
}

/**
 * Sets product_count to the number of products a category page lists (visible in the catalogue,
 * enabled) in the category or below it, on both the flat documents and the nested children_data.
 */
export function countProducts(root: Category, counts: Map<number, number>): void {
  const walk = (c: Category) => {
    c.product_count = counts.get(c.id) ?? 0;
    c.children_data?.forEach(walk);
  };
  walk(root);
}

/** Flat documents as stored (children_data of each is the nested subtree, as vsf-api indexes them). */
export function categoryDocs(root: Category): Category[] {
  const out: Category[] = [root];
  const walk = (c: Category) =>
    c.children_data?.forEach((child) => {
      out.push(child);
      walk(child);
    });
  walk(root);
  return out;
}
