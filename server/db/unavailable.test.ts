import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markingUnavailable } from './unavailable.ts';

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

/** What the error is once it has come out of a database call. */
async function marked(err: unknown): Promise<boolean> {
  const out = await markingUnavailable(Promise.reject(err)).catch((e: unknown) => e);
  expect(out).toBe(err);
  return isDatabaseUnavailable(out);
}

describe('a database failure that means "not reachable right now"', () => {
  it.each([
    ['a refused connection', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a host name not found', failure('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['a connection ended by an operator', failure('terminating connection due to administrator command', '57P01')],
    ['a server starting up', failure('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', failure('connection failure', '08006')],
    ['a statement past the statement timeout', failure('canceling statement due to statement timeout', '57014')],
    ['a transaction aborted to break a deadlock', failure('deadlock detected', '40P01')],
    ['a serialization conflict', failure('could not serialize access due to concurrent update', '40001')],
    ['the driver losing the connection', failure('Connection terminated unexpectedly')],
    ['the driver waiting too long for one', failure('timeout exceeded when trying to connect')],
  ])('%s is unavailable', async (_, err) => {
    expect(await marked(err)).toBe(true);
  });

  it.each([
    ['an SQL error', failure('syntax error at or near "selec"', '42601')],
    ['a constraint', failure('duplicate key value violates unique constraint', '23505')],
    ['a lock wait given up', failure('canceling statement due to lock timeout', '55P03')],
    ['a protocol violation (too many parameters)', failure('bind message supplies 70000 parameters', '08P01')],
    ['an error without a code', new TypeError('cannot read properties of undefined')],
    ['a thrown string', 'Connection terminated'],
  ])('%s is not', async (_, err) => {
    expect(await marked(err)).toBe(false);
  });

  it('an error that never came out of the database is not, whatever it says', () => {
    expect(isDatabaseUnavailable(failure('connect ECONNREFUSED 127.0.0.1:443', 'ECONNREFUSED'))).toBe(false);
  });
});
