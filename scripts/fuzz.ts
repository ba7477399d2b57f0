/**
 * npm run fuzz -- [--count 10000] [--seed N] [--postgres]
 * Sends seeded hostile requests to every route of an app on a fresh test database (PGlite, or
 * TEST_DATABASE_URL with --postgres) and prints the figures: answers by status, 5xx answers,
 * refusals that were not the envelope, refusals that wrote a record. Exits 1 if any of those.
 */
import { makeTestApp } from '../test/contract/testApp.ts';
import { runFuzz } from '../test/fuzz/runFuzz.ts';
import { readCliArgs } from '../server/seed/cliArgs.ts';

function parseArgs(argv: string[]): { count: number; seed: number; postgres: boolean } {
  const usage = 'npm run fuzz -- [--count N] [--seed N] [--postgres]';
  const { numbers, flags } = readCliArgs(argv, ['--count', '--seed'], ['--postgres'], usage);
  const out = { count: numbers.get('--count') ?? 10_000, seed: numbers.get('--seed') ?? 20_261_124, postgres: flags.has('--postgres') };
  if (out.postgres && !process.env.TEST_DATABASE_URL) throw new Error('--postgres needs TEST_DATABASE_URL');
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  // The limits are per client and every fuzz request comes from one address: lift them, or most
  // requests would only ever meet a 429.
  const t = await makeTestApp(args.postgres ? 'postgres' : 'pglite', { env: { RATE_LIMIT_FACTOR: '1000' } });
  const started = performance.now();
  try {
    const f = await runFuzz(t.app, t.db, { seed: args.seed, count: args.count, onProgress: (n) => process.stderr.write(`${n} requests\n`) });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `Hostile requests: ${f.requests} (seed ${f.seed}, ${args.postgres ? 'PostgreSQL' : 'PGlite'}, ${seconds} s) over ${f.routes} routes (${f.routesHit} method/route pairs hit)`,
    );
    console.log(
      `Answers by status: ${Object.entries(f.byStatus)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}`,
    );
    console.log(`5xx answers: ${f.serverErrors.length}`);
    console.log(`Refusals under /api without the {code, result} envelope: ${f.notEnveloped.length}`);
    console.log(`Refused requests that wrote a record: ${f.refusedWrites.length}`);
    for (const line of [...f.serverErrors, ...f.notEnveloped, ...f.refusedWrites].slice(0, 30)) console.log(`  ${line}`);
    process.exitCode = f.serverErrors.length + f.notEnveloped.length + f.refusedWrites.length ? 1 : 0;
  } finally {
    await t.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
