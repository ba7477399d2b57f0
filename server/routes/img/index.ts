import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { IMAGE_MODES, MAX_IMAGE_SIZE, parseImagePath, resizedImage, type ImageMode } from '../../services/images.ts';

const envelope = {
  type: 'object',
  properties: { code: { type: 'integer' }, result: { type: 'string' } },
  required: ['code', 'result'],
} as const;

/**
 * GET /img/:width/:height/:mode/<path> (vsf-api's image resizer). Pictures are drawn locally from
 * the catalogue (no downloads), resized with sharp and cached on disk; WebP for browsers that accept
 * it, JPEG otherwise. Spec 000 §9 sizes: 150×150 cart, 310×300 product thumbnail, 600×744 gallery.
 */
export default async function imgRoutes(app: FastifyInstance, opts: { config: ServerConfig; db: Db }): Promise<void> {
  app.get<{ Params: { width: string; height: string; mode: string; '*': string } }>(
    '/img/:width/:height/:mode/*',
    {
      schema: {
        params: {
          type: 'object',
          properties: { width: { type: 'string' }, height: { type: 'string' }, mode: { type: 'string' }, '*': { type: 'string' } },
          required: ['width', 'height', 'mode'],
        },
        response: { 400: envelope, 404: envelope },
      },
    },
    async (request, reply) => {
      const { width, height, mode } = request.params;
      const w = size(width);
      const h = size(height);
      if (w === null || h === null) {
        return reply.code(400).send({ code: 400, result: `Width and height must be whole numbers from 1 to ${MAX_IMAGE_SIZE}` });
      }
      if (!IMAGE_MODES.includes(mode as ImageMode)) {
        return reply.code(400).send({ code: 400, result: `Unknown image mode "${mode}"; use ${IMAGE_MODES.join(', ')}` });
      }
      const source = parseImagePath(request.params['*'] ?? '');
      const image =
        source &&
        (await resizedImage(opts.db, opts.config.dataDir, {
          width: w,
          height: h,
          mode: mode as ImageMode,
          source,
          webp: /image\/webp/.test(request.headers.accept ?? ''),
        }));
      reply.header('Vary', 'Accept');
      if (!image) return reply.code(404).send({ code: 404, result: 'Image not found' });
      return reply.header('Content-Type', image.type).header('Cache-Control', 'public, max-age=31536000, immutable').send(image.body);
    },
  );
}

function size(raw: string): number | null {
  if (!/^\d{1,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_IMAGE_SIZE ? n : null;
}
