/**
 * The merge of the client's cart lines with the server's (spec 000 §4 Cart lifecycle "Merge",
 * vsf1-behaviour §1.8) as a pure plan: what differs (the diff log with the outcomes no-item,
 * wrong-qty, update-required, no-changes) and the steps that make both sides agree. The sync thunk
 * executes the steps; nothing here talks to the server.
 *
 * Old bugs guarded against: a line already in sync takes the server's ids (VSF1's DiffLog.isEmpty()
 * bug meant this never ran); quantities are never added up (mergeQty doubled them, #5743, #4598);
 * a server line is claimed by one client line only, so two client lines never share one server line.
 */
import { itemsEqual, type CartItem, type ProductOption } from './cartItem';

/** A line of GET /api/cart/pull (contract §2.1). */
export interface ServerLine {
  item_id: number;
  sku: string;
  qty: number;
  quote_id?: string | number;
  product_type?: string;
  product_option?: ProductOption;
  name?: string;
  price?: number;
}

export interface MergeOptions {
  /** Compare only: no server calls, no local changes (the diff log still says what differs). */
  dryRun?: boolean;
  /** The client's cart wins: a user action, or the shopper is in checkout (last 30 minutes). */
  forceClientState?: boolean;
  /** Config cart.serverSyncCanRemoveLocalItems: a line the server lacks is removed locally (unless forced). */
  serverSyncCanRemoveLocalItems?: boolean;
  /** Config cart.serverSyncCanModifyLocalItems: a differing quantity is taken from the server (unless forced). */
  serverSyncCanModifyLocalItems?: boolean;
}

export type DiffEntry =
  | { party: 'server' | 'client'; sku: string; status: 'no-item' }
  | { party: 'server'; sku: string; status: 'wrong-qty'; clientQty: number; serverQty: number }
  | { party: 'client' | 'server'; status: 'update-required' | 'no-changes' };

export type MergeStep =
  /** Send the client's line (its quantity) to the server; `serverLine` when the server has it. */
  | { kind: 'pushToServer'; item: CartItem; serverLine?: ServerLine }
  /** The server lacks the line and may remove local ones: drop it locally. */
  | { kind: 'removeLocal'; item: CartItem }
  /** The server's quantity wins locally. */
  | { kind: 'takeServerQty'; item: CartItem; serverLine: ServerLine }
  /** Same quantity on both sides: the client line just records the server's ids. */
  | { kind: 'linkIds'; item: CartItem; serverLine: ServerLine }
  /** A server line no client line has, the client state forced: delete it on the server. */
  | { kind: 'deleteOnServer'; serverLine: ServerLine }
  /** A server line no client line has: add it to the local cart. */
  | { kind: 'addLocal'; serverLine: ServerLine };

export interface MergePlan {
  log: DiffEntry[];
  steps: MergeStep[];
}

/** The server line for a client line: the one with its server id, else the first equal one not yet claimed. */
function serverLineFor(item: CartItem, server: readonly ServerLine[], claimed: Set<number>): ServerLine | undefined {
  const free = server.filter((s) => !claimed.has(s.item_id));
  // Server lines always have an id, so a client line without one finds none here.
  const byId = free.find((s) => s.item_id === item.server_item_id);
  if (byId) return byId;
  return free.find((s) => itemsEqual({ ...item, server_item_id: undefined, item_id: undefined }, { sku: s.sku, product_option: s.product_option }));
}

const hasIds = (item: CartItem, line: ServerLine) =>
  item.server_item_id === line.item_id && item.prev_qty === line.qty && (line.quote_id === undefined || item.server_cart_id === String(line.quote_id));

export function planCartMerge(clientItems: readonly CartItem[], serverLines: readonly ServerLine[], opts: MergeOptions = {}): MergePlan {
  const { dryRun = false, forceClientState = false, serverSyncCanRemoveLocalItems = false, serverSyncCanModifyLocalItems = false } = opts;
  const log: DiffEntry[] = [];
  const steps: MergeStep[] = [];
  const claimed = new Set<number>();
  for (const item of clientItems) {
    const line = serverLineFor(item, serverLines, claimed);
    if (!line) {
      log.push({ party: 'server', sku: item.sku, status: 'no-item' });
      if (forceClientState || !serverSyncCanRemoveLocalItems) steps.push({ kind: 'pushToServer', item });
      else steps.push({ kind: 'removeLocal', item });
      continue;
    }
    claimed.add(line.item_id);
    if (line.qty !== item.qty) {
      log.push({ party: 'server', sku: item.sku, status: 'wrong-qty', clientQty: item.qty, serverQty: line.qty });
      if (forceClientState || !serverSyncCanModifyLocalItems) steps.push({ kind: 'pushToServer', item, serverLine: line });
      else steps.push({ kind: 'takeServerQty', item, serverLine: line });
    } else if (!hasIds(item, line)) {
      steps.push({ kind: 'linkIds', item, serverLine: line });
    }
  }
  for (const line of serverLines) {
    if (claimed.has(line.item_id)) continue;
    log.push({ party: 'client', sku: line.sku, status: 'no-item' });
    steps.push(forceClientState ? { kind: 'deleteOnServer', serverLine: line } : { kind: 'addLocal', serverLine: line });
  }
  const changes = (kinds: MergeStep['kind'][]) => (steps.some((s) => kinds.includes(s.kind)) ? 'update-required' : 'no-changes');
  log.push({ party: 'client', status: changes(['removeLocal', 'takeServerQty', 'addLocal']) });
  log.push({ party: 'server', status: changes(['pushToServer', 'deleteOnServer']) });
  return { log, steps: dryRun ? [] : steps };
}
