/**
 * A Lighthouse run audited a second time from its own artifacts, with every task of its trace
 * shrunk to its thread time: the performance score and TBT the same recording would give on an
 * idle machine ("quiet"). On a loaded machine a task's wall time in the trace is often several
 * times the time its thread ran, and Lighthouse's simulation (4× CPU slowdown) multiplies that
 * wait as if it were work. The recorded figures stay as they are; this adds a second reading.
 */
import type { Artifacts } from 'lighthouse/types/artifacts.js';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { Runner } from 'lighthouse/core/runner.js';
import { median } from './stats.ts';

export interface QuietScores {
  performance: number;
  tbt: number;
  /** In results.json only: the shift of the main thread's events against the network log moves it either way. */
  lcp: number;
  /**
   * The page's main-thread work: every task of the trace at its thread time, as Lighthouse's
   * simulation counts it (4× CPU slowdown; mainthread-work-breakdown). Unlike TBT it adds up all
   * the work, long tasks or short, so it moves with what the page does, not with how it is cut.
   */
  work: number;
}

/** Chromium writes a task's thread time as `tdur` (µs, as `dur`); Lighthouse's type leaves it out. */
type TraceEvent = Artifacts['Trace']['traceEvents'][number] & { tdur?: number };

/** The scheduler's task events: one per task a thread ran, its children nested inside it. */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The trace with every task's wall time (`dur`) set to its thread time (`tdur`) and the events
 * inside it (same thread, starting within it) moved and shortened by the same factor. Events
 * between tasks keep their times. The input is left as it is.
 */
export function quietTrace(events: readonly TraceEvent[]): TraceEvent[] {
  const out = events.map((e) => ({ ...e }));
  const threads = new Map<string, TraceEvent[]>();
  for (const e of out) {
    if (e.ph === 'M') continue;
    const key = `${e.pid}:${e.tid}`;
    const list = threads.get(key);
    if (list) list.push(e);
    else threads.set(key, [e]);
  }
  for (const list of threads.values()) {
    // A parent before the children that start with it.
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let start = 0;
    let end = -1;
    let factor = 1;
    for (const e of list) {
      if (e.ts < end) {
        e.ts = start + (e.ts - start) * factor;
        if (e.dur !== undefined) e.dur *= factor;
      } else if (e.ph === 'X' && TASKS.has(e.name) && e.dur && e.tdur !== undefined && e.tdur < e.dur) {
        start = e.ts;
        end = e.ts + e.dur;
        factor = e.tdur / e.dur;
        e.dur = e.tdur;
      }
    }
  }
  return out;
}

/** Audits the performance category again on the run's artifacts with the quiet trace. */
export async function quietAudit(artifacts: Artifacts): Promise<QuietScores> {
  // The recording's own settings (throttling, form factor…) with only the performance category
  // audited; Lighthouse checks that every other setting matches the recording's.
  const settings = { ...artifacts.settings, onlyCategories: ['performance'] };
  const { resolvedConfig } = await initializeConfig('navigation', { extends: 'lighthouse:default', settings });
  const trace = { ...artifacts.Trace, traceEvents: quietTrace(artifacts.Trace.traceEvents) };
  const quiet: Artifacts = { ...artifacts, settings, Trace: trace, traces: { ...artifacts.traces, defaultPass: trace } };
  const result = await Runner.audit(quiet, { resolvedConfig, computedCache: new Map() });
  if (!result) throw new Error('Lighthouse: the quiet audit returned nothing');
  const { lhr } = result;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    work: lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN,
  };
}

/** Medians of several runs' quiet figures (ms rounded). */
export function medianQuiet(list: readonly QuietScores[]): QuietScores {
  const med = (pick: (q: QuietScores) => number) => Math.round(median(list.map(pick)));
  return { performance: med((q) => q.performance), tbt: med((q) => q.tbt), lcp: med((q) => q.lcp), work: med((q) => q.work) };
}
