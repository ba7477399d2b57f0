// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCliArgs } from './cliArgs.ts';

const read = (...argv: string[]) => readCliArgs(argv, ['--count', '--seed'], ['--reset'], 'npm run x -- [--count N]');

describe('readCliArgs', () => {
  it('reads numbers and flags', () => {
    const args = read('--count', '5', '--reset', '--seed', '42');
    expect([...args.numbers]).toEqual([
      ['--count', 5],
      ['--seed', 42],
    ]);
    expect(args.flags.has('--reset')).toBe(true);
  });

  it('reads nothing from no arguments', () => {
    expect(read()).toEqual({ numbers: new Map(), flags: new Set() });
  });

  it.each([
    [['--count'], '--count needs a positive whole number'],
    [['--count', '0'], '--count needs a positive whole number'],
    [['--seed', '1.5'], '--seed needs a positive whole number'],
    [['--count', 'ten'], '--count needs a positive whole number'],
    [['--verbose'], 'Unknown argument --verbose. Usage: npm run x -- [--count N]'],
  ])('refuses %j', (argv, message) => {
    expect(() => read(...argv)).toThrow(message);
  });
});
