/**
 * Named (prepared) statements on PGlite. `PGlite.query` parses, analyses and plans its text on
 * every call (an unnamed statement); a catalogue search spends about 2.5 ms of its ~15 ms of SQL
 * there (issue 3 bench). A named statement is parsed once and, after PostgreSQL's usual five
 * custom plans, keeps a generic plan when that costs no more. PGlite has no API for named
 * statements, so this speaks the extended protocol through its public execProtocol, with its
 * own value serialisers and result parsers, as `PGlite.query` does inside.
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

export type PreparedQuery = (name: string, sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export function pglitePrepared(lite: PGlite): PreparedQuery {
  /** Parameter type oids per statement name, known once the statement is parsed. */
  const parsed = new Map<string, number[]>();

  // Each batch ends with Sync, so an error leaves the protocol ready for the next message.
  const send = async (messages: Uint8Array[]) => (await lite.execProtocol(concat([...messages, serialize.sync()]), { syncToFs: false })).messages;

  const run = async (name: string, sql: string, params: unknown[]) => {
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
    const messages = await send([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({})]);
    return parse.parseResults(messages, lite.parsers)[0]?.rows ?? [];
  };

  // execProtocol takes no lock: the transaction lock keeps it out of another caller's open
  // transaction and runExclusive keeps other queries out, the two locks PGlite.query takes. Not
  // lite.transaction(): its BEGIN and COMMIT cost ~0.1 ms of CPU a search and add nothing to one
  // statement, which the Sync already runs in a transaction of its own. The files are synced
  // after it as PGlite.query does (a no-op for an in-memory database).
  return (name, sql, params) =>
    lite._runExclusiveTransaction(() =>
      lite.runExclusive(async () => {
        const rows = await run(name, sql, params);
        await lite.syncToFs();
        return rows;
      }),
    );
}
