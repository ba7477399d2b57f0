import { executeTask, TaskError, type TaskContext } from './taskQueue';
import { withQueueLock } from './queueLock';
import type { SyncTask } from './syncTask';
import { deleteTask, listTasks, putTask, updateTask } from './taskStore';

/** How a kind of task judges the server's answer: sent for good, refused for good, or try later. */
export type TaskVerdict = 'done' | 'rejected' | 'retry';

export interface TaskKind {
  verdict(executed: SyncTask): TaskVerdict;
}

/** The code registry: persisted tasks name their kind, the runner is looked up here at replay time. */
export type TaskKinds = Readonly<Record<string, TaskKind>>;

export interface ReplayOptions {
  kinds: TaskKinds;
  ctx: TaskContext;
  /** Web Locks name; every replayer of the same queue must use the same one. */
  lockName: string;
  /**
   * Hand back, and acknowledge, tasks that reached a final answer (also ones another replayer such
   * as the service worker finished earlier). Only a replayer that tells the shopper does this.
   */
  collectSettled?: boolean;
}

export interface ReplayReport {
  /** Final answers handed to the caller (transmitted, now acknowledged). */
  settled: SyncTask[];
  /** Tasks that failed this time and stay queued. */
  retry: SyncTask[];
  /** The network went away during the replay (the rest was not tried). */
  offline: boolean;
}

/** Tasks the replayer sends: confirmed, not yet answered, of a known kind. */
export function isSendable(task: SyncTask, kinds: TaskKinds): boolean {
  return task.confirmed && !task.transmited && task.kind in kinds;
}

/** Results stay in the queue only if cacheable, otherwise the task is removed (spec 001 §4). */
export async function acknowledgeTask(task: SyncTask): Promise<void> {
  if (task.is_result_cacheable) await updateTask(task.task_id, (t) => ({ ...t, acknowledged: true }));
  else await deleteTask(task.task_id);
}

async function sendOne(task: SyncTask, kind: TaskKind, ctx: TaskContext): Promise<SyncTask | TaskError> {
  const now = () => (ctx.now?.() ?? new Date()).toISOString();
  let executed: SyncTask;
  try {
    executed = await executeTask(task, ctx);
  } catch (err) {
    const error = err instanceof TaskError ? err : new TaskError(String(err), 'network');
    await updateTask(task.task_id, (t) => ({ ...t, attempts: t.attempts + 1, updated_at: now() }));
    return error;
  }
  if (kind.verdict(executed) === 'retry') {
    const kept = { ...executed, attempts: task.attempts + 1 };
    await putTask(kept);
    return kept;
  }
  // Marked transmitted only now, after the server's final answer; a reload before this line
  // leaves the task queued and the same order_id is sent again (the server stores it once).
  const answered: SyncTask = { ...executed, transmited: true, transmited_at: now(), acknowledged: false };
  await putTask(answered);
  return answered;
}

/**
 * Replays the queue under the queue lock: sends every sendable task oldest first, records each
 * answer, and stops at the first network failure (offline again). Two replayers started together
 * run one after the other, and the second finds nothing left to send.
 */
export function replayQueue(opts: ReplayOptions): Promise<ReplayReport> {
  return withQueueLock(opts.lockName, async () => {
    const report: ReplayReport = { settled: [], retry: [], offline: false };
    for (const task of (await listTasks()).filter((t) => isSendable(t, opts.kinds))) {
      const outcome = await sendOne(task, opts.kinds[task.kind], opts.ctx);
      if (outcome instanceof TaskError) {
        report.retry.push(task);
        if (outcome.reason === 'network') {
          report.offline = true;
          break;
        }
      } else if (!outcome.transmited) report.retry.push(outcome);
    }
    if (opts.collectSettled) {
      for (const task of await listTasks()) {
        if (!task.transmited || task.acknowledged || !(task.kind in opts.kinds)) continue;
        await acknowledgeTask(task);
        report.settled.push(task);
      }
    }
    return report;
  });
}
