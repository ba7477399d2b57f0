import { useState } from 'react';
import { errorMessageOf, ApiError } from '../../api/http';
import { useAppSelector } from '../../app/hooks';
import { browserOnline } from '../../lib/online';

/**
 * Server messages the shop has its own (translated) text for, as the server words them in each
 * store view (English, German, Italian: server/services/messages), so the UI's language wins.
 */
const KNOWN: [RegExp, string][] = [[/same email|Kundenkonto mit dieser E-Mail|stesso indirizzo e-mail/i, 'user.errors.emailExists']];

/** The message of a failed account call: an i18n key for known ones, else the server's own words (spec 001 §8). */
export function failureMessage(err: unknown): string {
  const text = err instanceof ApiError ? errorMessageOf(err.result ?? err.message) : 'common.error.text';
  return KNOWN.find(([re]) => re.test(text))?.[1] ?? text;
}

/**
 * Runs a form's server call: refuses while offline (with `offlineKey`), shows it as busy, and keeps
 * the failure message for the form's alert. Resolves true on success.
 */
export function useAuthSubmit(offlineKey = 'user.offline') {
  const online = useAppSelector((s) => s.ui.online);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(call: () => Promise<unknown>): Promise<boolean> {
    if (!online || !browserOnline()) {
      setFailure(offlineKey);
      return false;
    }
    setBusy(true);
    setFailure(null);
    try {
      await call();
      return true;
    } catch (err) {
      setFailure(failureMessage(err));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}
