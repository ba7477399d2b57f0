import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useAsync } from '../../components/useAsync';
import { profileLoaded, selectCurrentUser, selectUserToken, type UserProfile } from '../user/userSlice';
import { fetchProfile } from './accountApi';

/**
 * The shopper's profile: fetched without cache (GET /api/user/me) when the page opens; while that
 * loads, or when it fails offline, the saved profile of the session. `saved` replaces it after an update.
 */
export function useProfile(): { profile: UserProfile | null; loading: boolean; token: string | null; saved: (p: UserProfile) => void } {
  const token = useAppSelector(selectUserToken);
  const stored = useAppSelector(selectCurrentUser);
  const [override, setOverride] = useState<UserProfile | null>(null);
  const dispatch = useAppDispatch();
  const loaded = useAsync(token ? `me:${token}` : null, async () => {
    const fresh = await fetchProfile();
    dispatch(profileLoaded(fresh as UserProfile & { groupToken?: string }));
    return fresh as UserProfile;
  });
  const fresh = loaded.status === 'success' ? loaded.data : null;
  return {
    profile: override ?? fresh ?? stored,
    loading: loaded.status === 'loading' && !stored,
    token,
    saved: setOverride,
  };
}
