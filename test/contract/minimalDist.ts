import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built PWA reduced to its index.html (a head and a root element with the shell's picture marker), in a folder of its own; `remove` when done. */
export function minimalDist(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"><!--page-picture--></div></body></html>',
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
