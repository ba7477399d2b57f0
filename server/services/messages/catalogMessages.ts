import type { MessageRow } from './row.ts';

/** Messages of the catalogue search, products, stock and CMS content. */
export const CATALOG_MESSAGES: readonly MessageRow[] = [
  [
    'Invalid / inaccessible index name given in the URL. Please do use following URL format: /api/catalog/<index_name>/_search',
    'Der Indexname in der URL ist ungültig oder nicht zugänglich. Bitte verwenden Sie dieses URL-Format: /api/catalog/<index_name>/_search',
    "Il nome dell'indice nell'URL non è valido o non è accessibile. Usare questo formato di URL: /api/catalog/<index_name>/_search",
  ],
  ['Invalid entity type: {type}', 'Ungültiger Entitätstyp: {type}', 'Tipo di entità non valido: {type}'],
  ['The request parameter is not valid JSON', 'Der Parameter request ist kein gültiges JSON', 'Il parametro request non è un JSON valido'],
  ['The search query must be a JSON object', 'Die Suchanfrage muss ein JSON-Objekt sein', 'La query di ricerca deve essere un oggetto JSON'],
  [
    'Only request_format=search-query (a storefront-query-builder SearchQuery) is supported',
    'Nur request_format=search-query (eine SearchQuery des storefront-query-builder) wird unterstützt',
    'È supportato solo request_format=search-query (una SearchQuery di storefront-query-builder)',
  ],
  ['Filter on {attribute} has no value', 'Der Filter auf {attribute} hat keinen Wert', 'Il filtro su {attribute} non ha un valore'],
  ['Invalid price filter value: {value}', 'Ungültiger Wert für den Preisfilter: {value}', 'Valore del filtro prezzo non valido: {value}'],
  ['Invalid filter value: {value}', 'Ungültiger Filterwert: {value}', 'Valore del filtro non valido: {value}'],
  [
    'Each applied filter needs an attribute and a value',
    'Jeder Filter braucht ein Attribut und einen Wert',
    'Ogni filtro applicato richiede un attributo e un valore',
  ],
  ['Invalid {what} name: {name}', 'Ungültiger Name ({what}): {name}', 'Nome non valido ({what}): {name}'],
  ['Empty range filter on {field}', 'Leerer Bereichsfilter auf {field}', 'Filtro di intervallo vuoto su {field}'],
  ['Invalid aggregation size for {field}', 'Ungültige Aggregationsgröße für {field}', 'Dimensione di aggregazione non valida per {field}'],
  ['Invalid _availableFilters entry', 'Ungültiger Eintrag in _availableFilters', 'Voce di _availableFilters non valida'],
  ['Invalid sort direction: {direction}', 'Ungültige Sortierrichtung: {direction}', 'Direzione di ordinamento non valida: {direction}'],
  ['Invalid _appliedSort entry', 'Ungültiger Eintrag in _appliedSort', 'Voce di _appliedSort non valida'],
  ['At most {max} skus per request', 'Höchstens {max} SKUs pro Anfrage', 'Al massimo {max} SKU per richiesta'],
  ['Unknown storeId {storeId}', 'Unbekannte storeId {storeId}', 'storeId {storeId} sconosciuto'],
  [
    'Currency {currency} is not available in this store view ({viewCurrency})',
    'Die Währung {currency} ist in dieser Shop-Ansicht nicht verfügbar ({viewCurrency})',
    'La valuta {currency} non è disponibile in questa vista negozio ({viewCurrency})',
  ],
  ['No stock information for given sku', 'Für diese SKU gibt es keine Bestandsinformationen', 'Nessuna informazione di magazzino per questo SKU'],
  ['CMS {type} with {field} "{value}" does not exist.', 'CMS-{type} mit {field} „{value}“ existiert nicht.', 'Il CMS {type} con {field} "{value}" non esiste.'],
];
