/**
 * Browser side of the offline-search bench (offlineSearch.ts): the app's own modules that keep the
 * seen products (IndexedDB) and search them (MiniSearch), bundled into the bench page.
 */
import { loadLocalIndex, queryIndex } from '../../src/api/offlineSearch/localIndex';
import { putSeenProducts, seenProducts } from '../../src/api/offlineSearch/productStore';
import { keptProduct } from '../../src/domain/offlineSearch';

(window as unknown as { offlineSearchBench: unknown }).offlineSearchBench = { keptProduct, loadLocalIndex, queryIndex, putSeenProducts, seenProducts };
