export interface Row {
  measure: string;
  value: string;
  target?: string;
  /** true met, false missed, undefined no target. */
  ok?: boolean;
}

/** One plain-text table, aligned, with a verdict column where a target exists. */
export function formatTable(rows: Row[]): string {
  const head = ['measure', 'value', 'target', ''];
  const cells = rows.map((r) => [r.measure, r.value, r.target ?? '', r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED']);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    c
      .map((s, i) => s.padEnd(widths[i]))
      .join(' | ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)].join('\n');
}
