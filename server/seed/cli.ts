import { runCommand, withMigratedDb } from './operatorCommand.ts';
import { DEFAULT_PRODUCTS } from './generate.ts';
import { reseed, seedIfEmpty } from './seed.ts';
import { readCliArgs } from './cliArgs.ts';

/**
 * npm run seed -- [--products 10000] [--seed 42] [--reset] [--default-only]
 * Seeds DATA_DIR's embedded database (or DATABASE_URL). Without --reset an existing catalogue is kept.
 * --default-only leaves the euro views' catalogues out (a quick large bench catalogue); a server
 * filling them at its start copies the default view's then.
 */
function parseArgs(argv: string[]): { products: number; seed?: number; reset: boolean; defaultOnly: boolean } {
  const usage = 'npm run seed -- [--products N] [--seed N] [--reset] [--default-only]';
  const { numbers, flags } = readCliArgs(argv, ['--products', '--seed'], ['--reset', '--default-only'], usage);
  return {
    products: numbers.get('--products') ?? DEFAULT_PRODUCTS,
    seed: numbers.get('--seed'),
    reset: flags.has('--reset'),
    defaultOnly: flags.has('--default-only'),
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  await withMigratedDb(async (db, config) => {
    const started = performance.now();
    const opts = { products: args.products, seed: args.seed, dataDir: config.dataDir, views: args.defaultOnly ? [] : undefined };
    let seeded = true;
    if (args.reset) await reseed(db, opts);
    else seeded = await seedIfEmpty(db, opts);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
    console.log(
      seeded
        ? `Seeded ${args.products} products into ${where} in ${seconds} s`
        : `The catalogue in ${where} already has products; nothing changed (use --reset to replace it).`,
    );
  });
}

runCommand(main);
