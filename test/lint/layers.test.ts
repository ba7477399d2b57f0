// @vitest-environment node
/**
 * The layer rules of eslint.config.js, tried on made-up files: a wrong import must fail the lint.
 * (By hand: `npx eslint --stdin --stdin-filename sw/probe.ts <<< "import '../src/features/order/orderActions';"`.)
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}`);
}

describe('layer boundaries', () => {
  it.each([
    ['sw/probe.ts', "import { queuedOrdersConfirmed } from '../src/features/order/orderActions';\nexport const a = queuedOrdersConfirmed;\n"],
    ['sw/probe.ts', "import { store } from '../src/app/store';\nexport const a = store;\n"],
    ['src/components/Probe.tsx', "import { WishlistButton } from '../features/wishlist/WishlistButton';\nexport const a = WishlistButton;\n"],
    ['src/api/probe.ts', "import { syncSlice } from '../features/sync/syncSlice';\nexport const a = syncSlice;\n"],
    ['src/lib/probe.ts', "import { apiUrl } from '../api/http';\nexport const a = apiUrl;\n"],
    ['src/domain/probe.ts', "import { formatPrice } from '../lib/format';\nexport const a = formatPrice;\n"],
    ['src/features/cart/probe.ts', "import { router } from '../../app/router';\nexport const a = router;\n"],
    ['server/probe.ts', "import { config } from '../src/lib/config';\nexport const a = config;\n"],
  ])('%s may not import that', async (file, code) => {
    expect(await problems(file, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['sw/probe.ts', "import { replayOrders } from '../src/api/queue/orderTask';\nexport const a = replayOrders;\n"],
    ['src/components/Probe.tsx', "import { formatPrice } from '../lib/format';\nexport const a = formatPrice;\n"],
    [
      'src/features/cart/probe.ts',
      "import { useAppSelector } from '../../app/hooks';\nimport type { RootState } from '../../app/store';\nexport const a = (s: RootState) => s;\nexport const b = useAppSelector;\n",
    ],
    ['server/probe.ts', "import { toCents } from '../src/domain/money.ts';\nexport const a = toCents;\n"],
  ])('%s may import that', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  it('a feature names the store only by its types', async () => {
    expect(await problems('src/features/cart/probe.ts', "import { makeStore } from '../../app/store';\nexport const a = makeStore;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('an import cycle fails', async () => {
    // config.ts as if it imported format.ts, which imports config.ts.
    expect(await problems('src/lib/config.ts', "import { formatPrice } from './format';\nexport const a = formatPrice;\n")).toContain('import-x/no-cycle');
  });
});
