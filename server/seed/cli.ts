import { runCommand, withMigratedDb } from './operatorCommand.ts';
import { DEFAULT_PRODUCTS } from './generate.ts';
import { reseed, seedIfEmpty } from './seed.ts';

/**
 * npm run seed -- [--products 10000] [--seed 42] [--reset]
 * Seeds DATA_DIR's embedded database (or DATABASE_URL). Without --reset an existing catalogue is kept.
 */
function parseArgs(argv: string[]): { products: number; seed?: number; reset: boolean } {
  const out: { products: number; seed?: number; reset: boolean } = { products: DEFAULT_PRODUCTS, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${arg} needs a positive whole number`);
      return n;
    };
    if (arg === '--products') out.products = value();
    else if (arg === '--seed') out.seed = value();
    else if (arg === '--reset') out.reset = true;
    else throw new Error(`Unknown argument ${arg}. Usage: npm run seed -- [--products N] [--seed N] [--reset]`);
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  await withMigratedDb(async (db, config) => {
    const started = performance.now();
    const opts = { products: args.products, seed: args.seed, dataDir: config.dataDir };
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
