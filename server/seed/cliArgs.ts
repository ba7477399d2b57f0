/** What a command line said: the `--name N` numbers given and the bare `--flag`s present. */
export interface CliArgs {
  numbers: Map<string, number>;
  flags: Set<string>;
}

/**
 * Reads the arguments of the operator scripts: each name in `numberNames` takes a positive whole
 * number, each in `flagNames` stands alone; anything else stops the script with its usage line.
 */
export function readCliArgs(argv: string[], numberNames: string[], flagNames: string[], usage: string): CliArgs {
  const out: CliArgs = { numbers: new Map(), flags: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (numberNames.includes(arg)) {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${arg} needs a positive whole number`);
      out.numbers.set(arg, n);
    } else if (flagNames.includes(arg)) out.flags.add(arg);
    else throw new Error(`Unknown argument ${arg}. Usage: ${usage}`);
  }
  return out;
}
