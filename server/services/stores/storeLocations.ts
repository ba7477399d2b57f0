/**
 * The shop's stores and pick-up points (store_location, migration 014): the store locator lists
 * them, and an order collected in store names one of them by code (customParameters.storeSelect).
 */
import type { Queryable } from '../../db/index.ts';
import type { StoreLocation } from '../../../src/domain/storeLocation.ts';

/** The table's row: the domain's columns, but hours as stored JSON and coordinates as PostgreSQL numerics (strings). */
type Row = Omit<StoreLocation, 'opening_hours' | 'latitude' | 'longitude'> & {
  opening_hours: unknown;
  latitude: string | null;
  longitude: string | null;
};

const hoursOf = (raw: unknown): StoreLocation['opening_hours'] =>
  Array.isArray(raw)
    ? raw
        .filter((h) => h && typeof h.days === 'string' && typeof h.hours === 'string')
        .map((h: { days: string; hours: string }) => ({ days: h.days, hours: h.hours }))
    : [];

function toLocation({ opening_hours, latitude, longitude, ...columns }: Row): StoreLocation {
  return {
    ...columns,
    opening_hours: hoursOf(opening_hours),
    latitude: latitude === null ? null : Number(latitude),
    longitude: longitude === null ? null : Number(longitude),
  };
}

const COLUMNS = 'code, kind, name, street, suburb, city, region, postcode, country_id, phone, opening_hours, latitude, longitude';

/** The open stores and pick-up points, in the operator's order. */
export async function activeStoreLocations(db: Queryable): Promise<StoreLocation[]> {
  const { rows } = await db.query<Row>(`select ${COLUMNS} from store_location where active order by position, name`);
  return rows.map(toLocation);
}

/** The open store with this code, or null (a retired or unknown store cannot be chosen). */
export async function activeStoreLocation(db: Queryable, code: string): Promise<StoreLocation | null> {
  const { rows } = await db.query<Row>(`select ${COLUMNS} from store_location where active and code = $1`, [code]);
  return rows[0] ? toLocation(rows[0]) : null;
}
