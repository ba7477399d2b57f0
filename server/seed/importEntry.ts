/**
 * One export record → one catalog_entity row, checked. The entity type comes from the hit's
 * `_type`, or (Elasticsearch 7 dumps, `_type: "_doc"`) from the index name's suffix
 * (`vue_storefront_catalog_product`, optionally followed by `_<timestamp>`), or for plain
 * documents from --type or the document's own `_type`/`type` field. The row's sku and url_path
 * columns are set as the seed sets them (cms pages: identifier).
 */
export const IMPORT_ENTITIES = ['product', 'category', 'attribute', 'taxrule', 'cms_page', 'cms_block', 'review'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

export interface ImportRow {
  entity: ImportEntity;
  id: string;
  doc: Record<string, unknown>;
  sku: string | null;
  url_path: string | null;
}

type Doc = Record<string, unknown>;

const isEntity = (v: unknown): v is ImportEntity => typeof v === 'string' && (IMPORT_ENTITIES as readonly string[]).includes(v);
const isObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isIdLike = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.trim() !== '' && v.length <= 255);

export function entityFromIndex(index: unknown): ImportEntity | null {
  if (typeof index !== 'string') return null;
  const m = /_(product|category|attribute|taxrule|cms_page|cms_block|review)(_\d+)?$/.exec(index);
  return m ? (m[1] as ImportEntity) : null;
}

function entityOf(record: Doc, doc: Doc, isHit: boolean, fallback: ImportEntity | undefined): ImportEntity | null {
  if (isHit) return isEntity(record._type) ? record._type : (entityFromIndex(record._index) ?? fallback ?? null);
  if (fallback) return fallback;
  if (isEntity(doc._type)) return doc._type;
  return isEntity(doc.type) ? doc.type : null;
}

const normalisePath = (v: unknown) => (typeof v === 'string' ? v.split('?')[0].replace(/^\/+/, '').replace(/\/+$/, '') : v);

/** The reasons a document of this type cannot be stored (empty = fine). */
function problems(entity: ImportEntity, doc: Doc): string[] {
  const out: string[] = [];
  const price = (field: string) => {
    if (doc[field] !== undefined && doc[field] !== null && !(typeof doc[field] === 'number' && Number.isFinite(doc[field])))
      out.push(`${field} must be a number`);
  };
  switch (entity) {
    case 'product':
      if (!isText(doc.sku)) out.push('a product needs a sku');
      if (!isText(doc.type_id)) out.push('a product needs a type_id');
      price('price');
      price('special_price');
      price('final_price');
      if (doc.configurable_children !== undefined && !Array.isArray(doc.configurable_children)) out.push('configurable_children must be a list');
      break;
    case 'category':
      if (!isText(doc.name)) out.push('a category needs a name');
      break;
    case 'attribute':
      if (!isText(doc.attribute_code)) out.push('an attribute needs an attribute_code');
      break;
    case 'taxrule':
      if (doc.rates !== undefined && !Array.isArray(doc.rates)) out.push('rates must be a list');
      break;
    case 'cms_page':
    case 'cms_block':
      if (!isText(doc.identifier)) out.push(`a ${entity} needs an identifier`);
      break;
    case 'review':
      if (!isIdLike(doc.product_id)) out.push('a review needs a product_id');
      break;
  }
  return out;
}

export type EntryResult = { ok: true; row: ImportRow } | { ok: false; error: string };

export function toImportRow(value: unknown, fallbackType?: ImportEntity): EntryResult {
  if (!isObject(value)) return { ok: false, error: 'each record must be a JSON object' };
  const isHit = isObject(value._source);
  const doc: Doc = { ...(isHit ? (value._source as Doc) : value) };
  const entity = entityOf(value, doc, isHit, fallbackType);
  if (!entity) return { ok: false, error: `unknown entity type (expected one of ${IMPORT_ENTITIES.join(', ')}; give --type for plain documents)` };
  const rawId = isHit && value._id !== undefined ? value._id : (doc.id ?? (entity === 'attribute' ? doc.attribute_id : undefined));
  if (!isIdLike(rawId)) return { ok: false, error: `a ${entity} needs an id` };
  const reasons = problems(entity, doc);
  if (reasons.length) return { ok: false, error: reasons.join('; ') };
  const id = String(rawId).trim();
  if (doc.id === undefined) doc.id = /^\d+$/.test(id) ? Number(id) : id;
  if (entity === 'product' || entity === 'category') {
    doc.url_path = normalisePath(doc.url_path);
    // The client and the URL dispatcher route by slug; VSF's fallback is url_key.
    if (!isText(doc.slug) && isText(doc.url_key)) doc.slug = doc.url_key;
  }
  const urlPath =
    entity === 'cms_page'
      ? String(doc.identifier)
      : entity === 'product' || entity === 'category'
        ? isText(doc.url_path)
          ? String(doc.url_path)
          : null
        : null;
  return { ok: true, row: { entity, id, doc, sku: entity === 'product' ? String(doc.sku) : null, url_path: urlPath } };
}
