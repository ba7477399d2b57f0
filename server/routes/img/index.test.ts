// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDb, type Db } from '../../db/index.ts';
import { migrate } from '../../db/migrate.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import imgRoutes from './index.ts';

let app: FastifyInstance;
let db: Db;
let dataDir: string;
let key: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'img-'));
  db = await openDb({ databaseUrl: null, dataDir: null });
  await migrate(db);
  await seedIfEmpty(db, { products: 120 });
  const { rows } = await db.query<{ k: string }>(
    "select doc->>'url_key' as k from catalog_entity where entity = 'product' and doc->>'type_id' = 'simple' and (doc->>'visibility')::int = 4 order by id limit 1",
  );
  key = rows[0].k;
  app = Fastify();
  await app.register(imgRoutes, { config: loadConfig({ DATA_DIR: dataDir }), db });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, accept = 'image/avif,image/webp,*/*') => app.inject({ method: 'GET', url, headers: { accept } });

async function size(body: Buffer): Promise<[number, number, string]> {
  const m = await sharp(body).metadata();
  return [m.width!, m.height!, m.format!];
}

describe('GET /img/:width/:height/:mode/*', () => {
  it('serves product pictures in the spec sizes as WebP when accepted, with long caching', async () => {
    const res = await get(`/img/310/300/fit/product/${key}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept/);
    expect(await size(res.rawPayload)).toEqual([310, 300, 'webp']);
    expect(await size((await get(`/img/150/150/crop/product/${key}.png`)).rawPayload)).toEqual([150, 150, 'webp']);
    expect(await size((await get(`/img/600/744/crop/product/${key}-2.png`)).rawPayload)).toEqual([600, 744, 'webp']);
  });

  it('answers JPEG to clients that do not accept WebP; resize keeps the square aspect inside the box', async () => {
    const res = await get(`/img/310/300/resize/product/${key}.png`, 'image/jpeg,*/*');
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await size(res.rawPayload)).toEqual([300, 300, 'jpeg']);
  });

  it('draws category and banner pictures', async () => {
    expect((await get('/img/400/240/fit/category/flours.png')).statusCode).toBe(200);
    expect((await get('/img/600/250/crop/banner/home-hero.png')).statusCode).toBe(200);
    // The euro views' own banners (server/seed/data/views/*.json): same pictures, the view's texts.
    expect((await get('/img/600/250/crop/banner/sale-de.png')).statusCode).toBe(200);
  });

  it('serves later requests from the disk cache', async () => {
    const url = `/img/200/200/fit/product/${key}.png`;
    const first = await get(url, 'image/jpeg');
    const file = path.join(dataDir, 'img-cache', 'product', key, '200x200-fit.jpg');
    expect(fs.readFileSync(file)).toEqual(first.rawPayload);
    fs.writeFileSync(file, 'cached bytes');
    expect((await get(url, 'image/jpeg')).body).toBe('cached bytes');
  });

  it.each([
    ['0', '100', 'fit'],
    ['1025', '100', 'fit'],
    ['100', 'abc', 'fit'],
    ['100', '-5', 'crop'],
    ['100', '100', 'zoom'],
  ])('answers 400 with the envelope for width %s, height %s, mode %s', async (w, h, mode) => {
    const res = await get(`/img/${w}/${h}/${mode}/product/${key}.png`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, result: expect.any(String) });
  });

  it.each([
    'product/no-such-product.png',
    'product/no-such-product-2.png',
    'category/nowhere.png',
    'banner/unknown.png',
    'banner/sale-fr.png',
    'banner/constructor.png',
    'recipes/x.png',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    'product/..%2F..%2Fetc%2Fpasswd',
    'product/%2E%2E.png',
    'product/UPPER.png',
  ])('answers 404 with the envelope for %s', async (p) => {
    const res = await get(`/img/100/100/fit/${p}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, result: 'Image not found' });
  });
});
