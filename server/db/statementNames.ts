/**
 * Names for prepared statements, one per distinct SQL text, per database. A statement's text
 * depends only on the shape of a request (its values are parameters), so a few names cover
 * nearly every request; the first MAX_PREPARED shapes get one and any later shape runs
 * unprepared, as before. That bounds what each connection holds (parsed text and a cached plan
 * per name) whatever shapes clients send; there is no eviction, because node-postgres keeps
 * its own per-connection record of what it parsed and cannot be told a name was dropped.
 */
export const MAX_PREPARED = 100;

export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = MAX_PREPARED) {}

  /** The statement's name, or null when this text is not (and will not be) prepared. */
  nameOf(sql: string): string | null {
    const known = this.names.get(sql);
    if (known) return known;
    if (this.names.size >= this.max) return null;
    const name = `prepared_${this.names.size + 1}`;
    this.names.set(sql, name);
    return name;
  }
}
