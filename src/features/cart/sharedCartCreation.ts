/**
 * One server cart for all tabs of the device (issue 12). Two tabs whose carts have lines but no
 * server cart yet (the shopper added in both, or a tab heard the other's lines before its token)
 * used to create a cart each at the same moment and end with two server carts, one of them
 * orphaned. The creation now runs under a cross-tab lock (Web Locks; a per-context chain where
 * there are none), and the tab that creates a cart leaves its id in localStorage before it lets go
 * of the lock: the next tab in line takes that cart instead of making another.
 *
 * The id left there is taken only while fresh (the tabs were creating "at the same moment"), only
 * for the same kind of shopper (guest or logged in), and never once a sync found that cart gone.
 */
import { withQueueLock } from '../../api/queue/queueLock';

const LOCK = 'storefront-cart-create';
export const CREATED_KEY = 'storefront-cart-created';
/** A cart made by another tab this recently is the one being made "at the same moment". */
export const FRESH_MS = 15_000;

export type CartOwnerKind = 'guest' | 'customer';

interface Created {
  token: string;
  kind: CartOwnerKind;
  at: number;
}

function readCreated(): Created | null {
  try {
    const raw = globalThis.localStorage?.getItem(CREATED_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Created>) : null;
    return parsed && typeof parsed.token === 'string' && typeof parsed.at === 'number' && parsed.kind ? (parsed as Created) : null;
  } catch {
    return null;
  }
}

function writeCreated(created: Created): void {
  try {
    globalThis.localStorage?.setItem(CREATED_KEY, JSON.stringify(created));
  } catch {
    // Storage full or blocked: the tabs may make two carts, as before; nothing else depends on it.
  }
}

/**
 * The server cart this tab should use: its own token if one arrived meanwhile (from the other tab),
 * a cart another tab has just made, or a new one made here by `create`.
 */
export function oneCartForAllTabs(
  kind: CartOwnerKind,
  currentToken: () => string,
  create: () => Promise<string>,
  now: () => number = Date.now,
): Promise<string> {
  return withQueueLock(LOCK, async () => {
    const own = currentToken();
    if (own) return own;
    const made = readCreated();
    if (made && made.kind === kind && now() - made.at >= 0 && now() - made.at < FRESH_MS) return made.token;
    const token = await create();
    writeCreated({ token, kind, at: now() });
    return token;
  });
}

/** A sync found this cart gone on the server: no tab may take it any more. */
export function forgetSharedCart(token: string): void {
  if (readCreated()?.token !== token) return;
  try {
    globalThis.localStorage?.removeItem(CREATED_KEY);
  } catch {
    // See writeCreated.
  }
}
