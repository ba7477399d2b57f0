/**
 * The store view a catalogue import writes into (issue 13): `--index ido_de` (an index name the
 * server answers for that view, CATALOG_INDICES included) or `--store de`; the default view when
 * neither is given. A name no view has is refused before anything is read.
 */
import { DEFAULT_STORE_VIEW, storeViewByIndex, type ServerStoreView } from '../services/storeViews.ts';
import { ImportError } from './importCatalogue.ts';

export interface ImportTargetInput {
  index?: string;
  store?: string;
}

export function importTarget(input: ImportTargetInput, views: readonly ServerStoreView[]): ServerStoreView {
  if (input.index !== undefined && input.store !== undefined) throw new ImportError(['Give either --index or --store, not both']);
  if (input.index !== undefined) {
    const view = storeViewByIndex(input.index, views);
    if (!view) throw new ImportError([`Unknown catalogue index "${input.index}" (known: ${views.flatMap((v) => v.indices).join(', ')})`]);
    return view;
  }
  if (input.store !== undefined) {
    const view = views.find((v) => v.storeCode === input.store);
    if (!view) throw new ImportError([`Unknown store view "${input.store}" (known: ${views.map((v) => v.storeCode).join(', ')})`]);
    return view;
  }
  return views[0] ?? DEFAULT_STORE_VIEW;
}
