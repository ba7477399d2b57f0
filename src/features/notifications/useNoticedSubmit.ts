import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notificationShown } from './notificationsSlice';

/** The i18n keys of one form's notices; `ok` labels the notice's button. */
export interface SubmitNotices {
  offline: string;
  sent: string;
  failed: string;
  ok: string;
}

/**
 * The submit of a form that needs the server (contact, newsletter, password change): the field
 * errors stop it, offline it only says so, it is busy while it sends, and it ends in a notice with
 * the server's own message on failure (spec 001 §8). `after` runs once the call has worked; what it
 * throws ends in the error notice as well.
 */
export function useNoticedSubmit<F extends string>(notices: SubmitNotices) {
  const dispatch = useAppDispatch();
  const online = useAppSelector((s) => s.ui.online);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [busy, setBusy] = useState(false);
  const notice = (type: 'success' | 'error', message: string) => dispatch(notificationShown({ type, message, action1: { label: notices.ok } }));

  async function submit(found: Partial<Record<F, string>>, send: () => Promise<unknown>, after?: () => unknown): Promise<void> {
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!online) {
      notice('error', notices.offline);
      return;
    }
    setBusy(true);
    try {
      await send();
      notice('success', notices.sent);
      await after?.();
    } catch (err) {
      notice('error', err instanceof Error && err.message ? err.message : notices.failed);
    } finally {
      setBusy(false);
    }
  }
  return { errors, busy, submit };
}
