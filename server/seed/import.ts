import { runCommand, withMigratedDb } from './operatorCommand.ts';
import { IMPORT_ENTITIES, type ImportEntity } from './importEntry.ts';
import { importCatalogue } from './importCatalogue.ts';
import { fileRecords } from './importRecords.ts';

/**
 * npm run catalog:import -- <file> [<file> …] [--type product]
 * Loads Vue Storefront / Elasticsearch catalogue exports (elasticdump NDJSON or JSON arrays) into
 * DATA_DIR's embedded database or DATABASE_URL, all files in one transaction. Exit code 1 and
 * nothing imported when any record is bad. The embedded database may only be opened by one process:
 * stop the server first (with DATABASE_URL it may keep running; it picks up new tax rules within 30 s).
 */
const USAGE = `Usage: npm run catalog:import -- <file> [<file> …] [--type ${IMPORT_ENTITIES.join('|')}]`;

function parseArgs(argv: string[]): { files: string[]; type?: ImportEntity } {
  const files: string[] = [];
  let type: ImportEntity | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--type') {
      const value = argv[++i];
      if (!(IMPORT_ENTITIES as readonly string[]).includes(value)) throw new Error(`--type must be one of ${IMPORT_ENTITIES.join(', ')}`);
      type = value as ImportEntity;
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}. ${USAGE}`);
    else files.push(arg);
  }
  if (!files.length) throw new Error(USAGE);
  return { files, type };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  await withMigratedDb(async (db, config) => {
    const started = performance.now();
    const counts = await importCatalogue(
      db,
      args.files.map((f) => ({ name: f, records: fileRecords(f) })),
      { type: args.type },
    );
    const summary =
      Object.entries(counts)
        .map(([entity, n]) => `${n} ${entity}`)
        .join(', ') || 'no records';
    console.log(
      `Imported ${summary} in ${((performance.now() - started) / 1000).toFixed(1)} s into ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
    );
  });
}

runCommand(main);
