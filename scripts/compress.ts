/**
 * `node --import tsx scripts/compress.ts dist`: writes .br and .gz next to every text asset over
 * 1 kB, so the server sends pre-compressed files (@fastify/static preCompressed) at the best
 * compression levels without spending CPU per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export async function compressDir(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length <= MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gzip(data, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    count += 1;
    bytes += data.length;
    brotliBytes += br.length;
  }
  return { files: count, bytes, brotliBytes };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  if (!fs.existsSync(dir)) {
    console.error(`compress: no such folder ${dir}`);
    process.exit(1);
  }
  const r = await compressDir(dir);
  console.log(`compress: ${r.files} files, ${(r.bytes / 1024).toFixed(1)} kB → ${(r.brotliBytes / 1024).toFixed(1)} kB brotli`);
}
