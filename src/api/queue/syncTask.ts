/**
 * A sync task (spec 001 §3) is plain, serialisable data: persisted work is data, and the code that
 * runs it is looked up by its `kind` when the queue is replayed (STYLE 4). Nothing here may hold a
 * function, so the page and the service worker can both read the same IndexedDB record.
 */
export interface TaskPayload {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers: Record<string, string>;
  /** Already serialised (JSON text), exactly what goes over the wire. */
  body?: string;
}

export interface SyncTask {
  /** Which runner handles it at replay time, e.g. 'order'. */
  kind: string;
  /** May hold {{token}} and {{cartId}} placeholders (spec 001 §7). */
  url: string;
  payload: TaskPayload;
  /** "<Date.now()>-<uuid>"; also the IndexedDB key. */
  task_id: string;
  /** True once the server gave a final answer (200, or a rejection such as 400). */
  transmited: boolean;
  transmited_at: string | null;
  created_at: string;
  updated_at: string;
  result: unknown;
  resultCode: number | null;
  code: number | null;
  /** The shopper (or the code that queued it) has been told the outcome; then it may go. */
  acknowledged: boolean;
  meta: Record<string, unknown>;
  callback_event: string | null;
  silent: boolean;
  is_result_cacheable: boolean;
  /** Queued orders are sent only once the shopper confirmed them (or auto-send is on). */
  confirmed: boolean;
  /** Failed send attempts (network error, bad content type, 5xx). */
  attempts: number;
}

export type NewTask = Pick<SyncTask, 'kind' | 'url' | 'payload'> &
  Partial<Pick<SyncTask, 'meta' | 'callback_event' | 'silent' | 'is_result_cacheable' | 'confirmed' | 'task_id'>>;

/** RFC 4122 v4; crypto.randomUUID only exists in secure contexts, so fall back to getRandomValues. */
export function uuid(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The id format of the old client ("<ms>-<guid>"), used for task_id and order_id alike. */
export function newTaskId(now = Date.now()): string {
  return `${now}-${uuid()}`;
}

export function createTask(input: NewTask, now = new Date()): SyncTask {
  const at = now.toISOString();
  return {
    kind: input.kind,
    url: input.url,
    payload: input.payload,
    task_id: input.task_id ?? newTaskId(now.getTime()),
    transmited: false,
    transmited_at: null,
    created_at: at,
    updated_at: at,
    result: null,
    resultCode: null,
    code: null,
    acknowledged: false,
    meta: input.meta ?? {},
    callback_event: input.callback_event ?? null,
    silent: input.silent ?? false,
    is_result_cacheable: input.is_result_cacheable ?? false,
    confirmed: input.confirmed ?? false,
    attempts: 0,
  };
}
