import { useState } from 'react';
import { useAsync } from '../../components/useAsync';
import { fetchStores } from './storesApi';

/** The stores for display, with a way to ask again after a failure; asked only while `wanted`. */
export function useStores(wanted = true) {
  const [attempt, setAttempt] = useState(0);
  const state = useAsync(wanted ? `stores-${attempt}` : null, fetchStores);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
