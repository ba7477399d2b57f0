/**
 * Rate counters in the database (table rate_counter), so every API replica counts the same
 * attempts (DESIGN: no server state in process memory). Events are counted per fixed window, and
 * a limit is checked against a sliding estimate: this window's count plus the previous window's,
 * weighted by how much of the previous window the last `windowSeconds` still cover. So a window's
 * end neither resets a lock-out nor lets a client make twice the limit's attempts around it.
 */
import type { Queryable } from '../../db/index.ts';

const EPOCH = 'extract(epoch from now())';
const WINDOW = `to_timestamp(floor(${EPOCH} / $2) * $2)`;
/** A row counts while its window or the next one is current (migration 027). */
const USEFUL_UNTIL = `to_timestamp((floor(${EPOCH} / $2) + 2) * $2)`;
const PREVIOUS_WINDOW = `to_timestamp((floor(${EPOCH} / $2) - 1) * $2)`;
/** The previous window's count, weighted by the share of it that the last `$2` seconds cover. */
const PREVIOUS_WEIGHTED = `coalesce((select count * (1 - (${EPOCH} / $2 - floor(${EPOCH} / $2)))
  from rate_counter where key = $1 and window_start = ${PREVIOUS_WINDOW}), 0)`;

/** Counts one more event for key in the current window; returns the sliding estimate including it. */
export async function hitCounter(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `with hit as (
       insert into rate_counter (key, window_start, count, useful_until) values ($1, ${WINDOW}, 1, ${USEFUL_UNTIL})
       on conflict (key, window_start) do update set count = rate_counter.count + 1 returning count)
     select ((select count from hit) + ${PREVIOUS_WEIGHTED})::float8 as count`,
    [key, windowSeconds],
  );
  // Old windows are useless: clear them now and then instead of running a scheduler.
  if (Math.random() < 0.01) await sweepCounters(db);
  return Number(rows[0].count);
}

/** The sliding estimate of events for key within the last `windowSeconds`. */
export async function readCounter(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select (coalesce((select count from rate_counter where key = $1 and window_start = ${WINDOW}), 0) + ${PREVIOUS_WEIGHTED})::float8 as count`,
    [key, windowSeconds],
  );
  return Number(rows[0].count);
}

/**
 * Deletes the rows no estimate reads any more: each row knows until when its own window's length
 * keeps it in reach, so a short window's sweep never takes a long window's count.
 */
export async function sweepCounters(db: Queryable): Promise<void> {
  await db.query("delete from rate_counter where coalesce(useful_until, window_start + interval '1 day') < now()");
}

export async function clearCounter(db: Queryable, key: string): Promise<void> {
  await db.query('delete from rate_counter where key = $1', [key]);
}
