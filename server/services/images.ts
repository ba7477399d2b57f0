import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Queryable } from '../db/index.ts';
import { bannerSvg, categorySvg, productSvg } from './imagesArt.ts';
import { DEFAULT_STORE_VIEW, STORE_VIEWS } from './storeViews.ts';

/**
 * Pictures are drawn from any store view's documents (a view's category may have a url_key of its
 * own), the default view's first; the store code leads catalog_entity_url_key_idx (migration 018).
 */
const VIEW_CODES = STORE_VIEWS.map((v) => v.storeCode);
const IN_VIEWS = `store_code = any($2::text[])`;
const DEFAULT_FIRST = `order by store_code <> '${DEFAULT_STORE_VIEW.storeCode}'`;

export type ImageMode = 'resize' | 'fit' | 'crop';
export const IMAGE_MODES: readonly ImageMode[] = ['resize', 'fit', 'crop'];
/** vsf-api's imageSizeLimit. */
export const MAX_IMAGE_SIZE = 1024;

/**
 * The only image paths that exist: "<kind>/<name>.<ext>" with a lower-case slug name. Anything else
 * (dots, slashes, "..", encoded characters) is simply not found, so no request can reach the disk
 * outside the cache folder.
 */
const PATH_RE = /^(product|category|banner)\/([a-z0-9][a-z0-9-]{0,199})\.(png|jpe?g|webp)$/;

export interface ImageSource {
  kind: 'product' | 'category' | 'banner';
  name: string;
}

export function parseImagePath(p: string): ImageSource | null {
  const m = PATH_RE.exec(p.replace(/^\/+/, ''));
  return m ? { kind: m[1] as ImageSource['kind'], name: m[2] } : null;
}

/** Draws the source picture (SVG) for a path, from the catalogue; null when there is no such image. */
export async function sourceSvg(db: Queryable, src: ImageSource): Promise<string | null> {
  if (src.kind === 'banner') return bannerSvg(src.name);
  if (src.kind === 'category') {
    const { rows } = await db.query<{ doc: { name: string; url_path: string } }>(
      `select jsonb_build_object('name', doc->'name', 'url_path', doc->'url_path') as doc from catalog_entity
        where ${IN_VIEWS} and entity = 'category' and doc->>'url_key' = $1 ${DEFAULT_FIRST} limit 1`,
      [src.name, VIEW_CODES],
    );
    return rows[0] ? categorySvg(rows[0].doc.name, rows[0].doc.url_path.split('/')) : null;
  }
  // "<url_key>.png" is the packshot; "<url_key>-2.png", "-3" are the other gallery pictures.
  let found = await productByKey(db, src.name);
  let variant = 1;
  const gallery = /^(.+)-([23])$/.exec(src.name);
  if (!found && gallery) {
    found = await productByKey(db, gallery[1]);
    variant = Number(gallery[2]);
  }
  if (!found) return null;
  // The labels of the view the product was found in: a euro gift card's size is in euros.
  const labels = await optionLabels(db, found.store_code);
  return productSvg({
    name: found.name,
    brand: labels.get(`brand:${found.brand}`) ?? '',
    size: found.type_id === 'configurable' ? '' : (labels.get(`size:${found.size}`) ?? ''),
    categories: (found.category ?? []).map((c) => c.slug ?? ''),
    type: found.type_id,
    variant,
  });
}

interface ProductRow {
  store_code: string;
  name: string;
  brand?: number;
  size?: number;
  type_id: string;
  category?: { slug?: string }[];
}

async function productByKey(db: Queryable, key: string): Promise<ProductRow | null> {
  // Uses catalog_entity_url_key_idx (migrations 002, 018).
  const { rows } = await db.query<{ doc: ProductRow }>(
    `select jsonb_build_object('store_code', store_code, 'name', doc->'name', 'brand', doc->'brand', 'size', doc->'size', 'type_id', doc->'type_id', 'category', doc->'category') as doc
       from catalog_entity where ${IN_VIEWS} and entity = 'product' and doc->>'url_key' = $1 ${DEFAULT_FIRST} limit 1`,
    [key, VIEW_CODES],
  );
  return rows[0]?.doc ?? null;
}

async function optionLabels(db: Queryable, storeCode: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ code: string; options: { value: string; label: string }[] }>(
    "select doc->>'attribute_code' as code, doc->'options' as options from catalog_entity where store_code = $1 and entity = 'attribute' and doc->>'attribute_code' in ('brand', 'size')",
    [storeCode],
  );
  const out = new Map<string, string>();
  for (const r of rows) for (const o of r.options ?? []) out.set(`${r.code}:${o.value}`, o.label);
  return out;
}

export interface ImageRequest {
  width: number;
  height: number;
  mode: ImageMode;
  source: ImageSource;
  webp: boolean;
}

/**
 * The resized image, from the disk cache (<dataDir>/img-cache/<kind>/<name>/<w>x<h>-<mode>.<ext>)
 * or made and cached now. Modes: resize keeps the aspect ratio inside the box, fit pads to the exact
 * box, crop fills the exact box and cuts the overflow.
 */
export async function resizedImage(db: Queryable, dataDir: string, req: ImageRequest): Promise<{ body: Buffer; type: string } | null> {
  const ext = req.webp ? 'webp' : 'jpg';
  const type = req.webp ? 'image/webp' : 'image/jpeg';
  const dir = path.join(dataDir, 'img-cache', req.source.kind, req.source.name);
  const file = path.join(dir, `${req.width}x${req.height}-${req.mode}.${ext}`);
  const cached = await fs.readFile(file).catch(() => null);
  if (cached) return { body: cached, type };

  const sourceFile = path.join(dir, 'source.png');
  let source = await fs.readFile(sourceFile).catch(() => null);
  if (!source) {
    const svg = await sourceSvg(db, req.source);
    if (!svg) return null;
    source = await sharp(Buffer.from(svg)).png().toBuffer();
    await writeAtomic(sourceFile, source);
  }
  const fit = req.mode === 'resize' ? 'inside' : req.mode === 'fit' ? 'contain' : 'cover';
  const img = sharp(source).resize(req.width, req.height, { fit, background: '#ffffff' }).flatten({ background: '#ffffff' });
  const body = await (req.webp ? img.webp({ quality: 80 }) : img.jpeg({ quality: 82, mozjpeg: true })).toBuffer();
  await writeAtomic(file, body);
  return { body, type };
}

/** Write then rename, so a parallel request never reads half a file. */
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${crypto.randomUUID()}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}
