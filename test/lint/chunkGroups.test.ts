// @vitest-environment node
/**
 * The build's chunk groups name their files by path (scripts/chunkGroups.ts): a file renamed or moved
 * must fail here instead of silently leaving its group (and moving its code into another chunk).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, filesTest } from '../../scripts/chunkGroups';

const root = path.resolve(new URL('../..', import.meta.url).pathname);

describe('chunk groups', () => {
  it.each(CHUNK_GROUPS.map((g) => [g.name, g.files] as const))('%s lists files that exist', (_name, files) => {
    expect(files.filter((f) => !fs.existsSync(path.join(root, f)))).toEqual([]);
  });

  it('puts every file in one group only', () => {
    const all = CHUNK_GROUPS.flatMap((g) => g.files);
    expect(all.filter((f, i) => all.indexOf(f) !== i)).toEqual([]);
  });

  it("matches a listed file's module id, and no other file of a similar name", () => {
    const test = filesTest(['src/app/pwa.ts', 'src/features/search/search.css']);
    expect(test.test(path.join(root, 'src/app/pwa.ts'))).toBe(true);
    expect(test.test(path.join(root, 'src/features/search/search.css'))).toBe(true);
    expect(test.test(path.join(root, 'src/app/pwa.tsx'))).toBe(false);
    expect(test.test(path.join(root, 'src/app/mypwa.ts'))).toBe(false);
    expect(test.test(path.join(root, 'src/app/pwa.ts?worker'))).toBe(false);
    expect(test.test(path.join(root, 'src/features/search/searchXcss'))).toBe(false);
  });
});
