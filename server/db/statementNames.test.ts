import { describe, expect, it } from 'vitest';
import { StatementNames } from './statementNames.ts';

describe('StatementNames', () => {
  it('gives one stable name per SQL text', () => {
    const names = new StatementNames();
    const a = names.nameOf('select $1::int');
    const b = names.nameOf('select $1::text');
    expect(a).not.toBeNull();
    expect(b).not.toBe(a);
    expect(names.nameOf('select $1::int')).toBe(a);
  });

  it('stops naming new texts at its bound, keeps the names it gave', () => {
    const names = new StatementNames(2);
    const a = names.nameOf('select 1');
    names.nameOf('select 2');
    expect(names.nameOf('select 3')).toBeNull();
    expect(names.nameOf('select 3')).toBeNull();
    expect(names.nameOf('select 1')).toBe(a);
  });
});
