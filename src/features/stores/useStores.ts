import { useState } from 'react';
import { useAsync } from '../../components/useAsync';
import { fetchStores } from './storesApi';

/** The stores for display, with a way to ask again after a failure. */
export function useStores() {
  const [attempt, setAttempt] = useState(0);
  const state = useAsync(`stores-${attempt}`, fetchStores);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
