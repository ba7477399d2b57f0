import { callApi } from '../../api/http';
import type { StoreLocation } from '../../domain/storeLocation';

/** GET /api/ext/stores: the shop's open stores and pick-up points (the operator's store_location rows). */
export async function fetchStores(): Promise<StoreLocation[]> {
  const { result } = await callApi<StoreLocation[]>('/api/ext/stores');
  return Array.isArray(result) ? result : [];
}
