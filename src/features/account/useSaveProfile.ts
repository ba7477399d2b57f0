import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { errorMessageOf } from '../../api/http';
import { notificationShown } from '../notifications/notificationsSlice';
import { profileLoaded, type UserProfile } from '../user/userSlice';
import { saveProfile } from './accountApi';

type Change = Parameters<typeof saveProfile>[1];

/** Saves a profile change; success shows 'Account data has successfully been updated.' (spec 001 §8). */
export function useSaveProfile(token: string | null, profile: UserProfile | null, onSaved: (p: UserProfile) => void) {
  const dispatch = useAppDispatch();
  const online = useAppSelector((s) => s.ui.online);
  const [busy, setBusy] = useState(false);
  const save = async (change: Change): Promise<boolean> => {
    if (!token || !profile) return false;
    if (!online) {
      dispatch(notificationShown({ type: 'error', message: 'account.offline', action1: { label: 'account.ok' } }));
      return false;
    }
    setBusy(true);
    try {
      const updated = await saveProfile(profile, change);
      const next = { ...profile, ...updated };
      onSaved(next);
      dispatch(profileLoaded(next as UserProfile & { groupToken?: string }));
      dispatch(notificationShown({ type: 'success', message: 'account.updated', action1: { label: 'account.ok' } }));
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : errorMessageOf(err);
      dispatch(notificationShown({ type: 'error', message, action1: { label: 'account.ok' } }));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { save, busy };
}
