/**
 * Fixed-window counters in the database (table rate_counter), so every API replica counts the
 * same attempts (DESIGN: no server state in process memory).
 */
import type { Queryable } from '../../db/index.ts';

const WINDOW = `to_timestamp(floor(extract(epoch from now()) / $2) * $2)`;

/** Counts one more event for key in the current window; returns the count including it. */
export async function hitCounter(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `insert into rate_counter (key, window_start, count) values ($1, ${WINDOW}, 1)
     on conflict (key, window_start) do update set count = rate_counter.count + 1 returning count`,
    [key, windowSeconds],
  );
  // Old windows are useless: clear them now and then instead of running a scheduler.
  if (Math.random() < 0.01) await db.query("delete from rate_counter where window_start < now() - interval '1 day'");
  return Number(rows[0].count);
}

export async function readCounter(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`select count from rate_counter where key = $1 and window_start = ${WINDOW}`, [key, windowSeconds]);
  return rows[0] ? Number(rows[0].count) : 0;
}

export async function clearCounter(db: Queryable, key: string): Promise<void> {
  await db.query('delete from rate_counter where key = $1', [key]);
}
