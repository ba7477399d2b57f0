/**
 * Named (prepared) statements on PGlite. `PGlite.query` parses, analyses and plans its text on
 * every call (an unnamed statement); a catalogue search spends about 2.5 ms of its ~15 ms of SQL
 * there (issue 3 bench). A named statement is parsed once and, after PostgreSQL's usual five
 * custom plans, keeps a generic plan when that costs no more. PGlite has no API for named
 * statements, so this speaks the extended protocol through its public execProtocol, with its
 * own value serialisers and result parsers, as `PGlite.query` does inside.
 *
 * A `generic` run is bound between a SET and a RESET of plan_cache_mode in the same batch, so
 * the statement is planned once, without its values, from its first run on (PostgreSQL reads
 * the setting when a statement is bound; it otherwise plans each of a statement's first five
 * runs for their values, and a PGlite plan of a search costs several ms). If the statement fails,
 * the rest of the batch is skipped and its aborted transaction takes back the SET: no other
 * statement ever runs with the setting.
 */
import { parse, type PGlite, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export type PreparedQuery = (name: string, sql: string, params: unknown[], generic?: boolean) => Promise<Record<string, unknown>[]>;

/** The two statements around a generic run (StatementNames gives the others `prepared_<n>`). */
const GENERIC_ON = 'plan_generic_on';
const GENERIC_OFF = 'plan_generic_off';

export function pglitePrepared(lite: PGlite): PreparedQuery {
  /** Parameter type oids per statement name, known once the statement is parsed. */
  const parsed = new Map<string, number[]>();

  // Each batch ends with Sync, so an error leaves the protocol ready for the next message.
  const send = async (messages: Uint8Array[]) => (await lite.execProtocol(concat([...messages, serialize.sync()]), { syncToFs: false })).messages;

  let switches = false;
  const run = async (name: string, sql: string, params: unknown[], generic: boolean) => {
    if (generic && !switches) {
      await send([
        serialize.parse({ name: GENERIC_ON, text: 'set plan_cache_mode = force_generic_plan' }),
        serialize.parse({ name: GENERIC_OFF, text: 'reset plan_cache_mode' }),
      ]);
      switches = true;
    }
    let types = parsed.get(name);
    if (!types) {
      try {
        types = parse.parseDescribeStatementResults(await send([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })]));
      } catch (err) {
        await send([serialize.close({ type: 'S', name })]); // so the next attempt can parse it again
        throw err;
      }
      parsed.set(name, types);
    }
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializer = lite.serializers[types[i]];
      return serializer ? serializer(v) : String(v);
    });
    const statement = [serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({})];
    if (!generic) return parse.parseResults(await send(statement), lite.parsers)[0]?.rows ?? [];
    const around = (switchName: string) => [serialize.bind({ statement: switchName, values: [] }), serialize.execute({})];
    const messages = await send([...around(GENERIC_ON), ...statement, ...around(GENERIC_OFF)]);
    return parse.parseResults(messages, lite.parsers)[1]?.rows ?? [];
  };

  // execProtocol takes no lock: the transaction lock keeps it out of another caller's open
  // transaction and runExclusive keeps other queries out, the two locks PGlite.query takes. Not
  // lite.transaction(): its BEGIN and COMMIT cost ~0.1 ms of CPU a search and add nothing to one
  // statement, which the Sync already runs in a transaction of its own. The files are synced
  // after it as PGlite.query does (a no-op for an in-memory database).
  return (name, sql, params, generic = false) =>
    lite._runExclusiveTransaction(() =>
      lite.runExclusive(async () => {
        const rows = await run(name, sql, params, generic);
        await lite.syncToFs();
        return rows;
      }),
    );
}
