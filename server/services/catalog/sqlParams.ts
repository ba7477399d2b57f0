/** Collects positional parameters while SQL is built, so no value is ever spliced into SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];
  /** Where in `values` the time the prices are read at is, when the statement reads them. */
  clockAt: number | null = null;

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** The time prices are read at: noted, so a cache key can leave the clock out (searchCatalog.ts). */
  addClock(value: string): string {
    this.clockAt = this.values.length;
    return this.add(value);
  }
}
