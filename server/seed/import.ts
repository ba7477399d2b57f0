import { runCommand, withMigratedDb } from './operatorCommand.ts';
import { IMPORT_ENTITIES, type ImportEntity } from './importEntry.ts';
import { importCatalogue } from './importCatalogue.ts';
import { fileRecords } from './importRecords.ts';
import { importTarget, type ImportTargetInput } from './importTarget.ts';
import { storeViewsWith } from '../services/storeViews.ts';

/**
 * npm run catalog:import -- <file> [<file> …] [--type product] [--index ido_de | --store de]
 * Loads Vue Storefront / Elasticsearch catalogue exports (elasticdump NDJSON or JSON arrays) of one
 * store view's index (the default view's unless --index or --store names another) into
 * DATA_DIR's embedded database or DATABASE_URL, all files in one transaction. Exit code 1 and
 * nothing imported when any record is bad. The embedded database may only be opened by one process:
 * stop the server first (with DATABASE_URL it may keep running; it picks up new tax rules within 30 s).
 */
const USAGE = `Usage: npm run catalog:import -- <file> [<file> …] [--type ${IMPORT_ENTITIES.join('|')}] [--index <index> | --store <store code>]`;

function parseArgs(argv: string[]): { files: string[]; type?: ImportEntity; target: ImportTargetInput } {
  const files: string[] = [];
  let type: ImportEntity | undefined;
  const target: ImportTargetInput = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--type') {
      const value = argv[++i];
      if (!(IMPORT_ENTITIES as readonly string[]).includes(value)) throw new Error(`--type must be one of ${IMPORT_ENTITIES.join(', ')}`);
      type = value as ImportEntity;
    } else if (arg === '--index' || arg === '--store') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new Error(`${arg} needs a value. ${USAGE}`);
      target[arg === '--index' ? 'index' : 'store'] = value;
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}. ${USAGE}`);
    else files.push(arg);
  }
  if (!files.length) throw new Error(USAGE);
  return { files, type, target };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  await withMigratedDb(async (db, config) => {
    const started = performance.now();
    const view = importTarget(args.target, storeViewsWith(config.catalogIndices));
    const counts = await importCatalogue(
      db,
      args.files.map((f) => ({ name: f, records: fileRecords(f) })),
      { type: args.type, storeCode: view.storeCode },
    );
    const summary =
      Object.entries(counts)
        .map(([entity, n]) => `${n} ${entity}`)
        .join(', ') || 'no records';
    console.log(
      `Imported ${summary} into the store view ${view.storeCode} (${view.index}) in ${((performance.now() - started) / 1000).toFixed(1)} s into ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
    );
  });
}

runCommand(main);
