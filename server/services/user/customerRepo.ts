/** Tables customer and customer_address; profiles in Magento's customer shape (contract §3). */
import type { Queryable } from '../../db/index.ts';
import type { Address } from './address.ts';

export interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  group_id: number;
  store_id: number;
  website_id: number;
  created_in: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface StoredAddress extends Address {
  id: number;
  customer_id: number;
}

export interface CustomerProfile {
  id: number;
  group_id: number;
  default_billing?: string;
  default_shipping?: string;
  created_at: string;
  updated_at: string;
  created_in: string;
  email: string;
  firstname: string;
  lastname: string;
  store_id: number;
  website_id: number;
  addresses: StoredAddress[];
  disable_auto_group_change: number;
  custom_attributes: { attribute_code: string; value: string }[];
}

const COLUMNS = 'id, email, firstname, lastname, password_hash, group_id, store_id, website_id, created_in, created_at, updated_at';

/** Magento's "YYYY-MM-DD HH:mm:ss" (UTC). */
export const magentoDate = (d: Date | string) => new Date(d).toISOString().slice(0, 19).replace('T', ' ');

export async function customerByEmail(db: Queryable, email: string): Promise<CustomerRow | undefined> {
  const { rows } = await db.query<CustomerRow>(`select ${COLUMNS} from customer where lower(email) = lower($1)`, [email]);
  return rows[0];
}

export async function customerById(db: Queryable, id: number): Promise<CustomerRow | undefined> {
  const { rows } = await db.query<CustomerRow>(`select ${COLUMNS} from customer where id = $1`, [id]);
  return rows[0];
}

export async function insertCustomer(db: Queryable, c: { email: string; firstname: string; lastname: string; passwordHash: string }): Promise<CustomerRow> {
  const { rows } = await db.query<CustomerRow>(
    `insert into customer (email, firstname, lastname, password_hash) values ($1, $2, $3, $4) returning ${COLUMNS}`,
    [c.email, c.firstname, c.lastname, c.passwordHash],
  );
  return rows[0];
}

export async function listAddresses(db: Queryable, customerId: number): Promise<StoredAddress[]> {
  const { rows } = await db.query<{ id: number; customer_id: number; data: Address }>(
    'select id, customer_id, data from customer_address where customer_id = $1 order by id',
    [customerId],
  );
  return rows.map((r) => ({ ...r.data, id: Number(r.id), customer_id: Number(r.customer_id) }));
}

export async function insertAddress(db: Queryable, customerId: number, a: Address): Promise<void> {
  await db.query('insert into customer_address (customer_id, data) values ($1, $2::jsonb)', [customerId, JSON.stringify(a)]);
}

export async function updateAddress(db: Queryable, customerId: number, id: number, a: Address): Promise<void> {
  await db.query('update customer_address set data = $3::jsonb where id = $1 and customer_id = $2', [id, customerId, JSON.stringify(a)]);
}

export async function deleteAddressesExcept(db: Queryable, customerId: number, keep: number[]): Promise<void> {
  await db.query('delete from customer_address where customer_id = $1 and not (id = any($2::int[]))', [customerId, keep]);
}

/** A 13-digit EAN loyalty card number derived from the customer id (prefix 200: in-store use). */
export function loyaltyCardNumber(customerId: number): string {
  const body = `200${String(customerId).padStart(9, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

export function toProfile(c: CustomerRow, addresses: StoredAddress[]): CustomerProfile {
  const profile: CustomerProfile = {
    id: Number(c.id),
    group_id: Number(c.group_id),
    created_at: magentoDate(c.created_at),
    updated_at: magentoDate(c.updated_at),
    created_in: c.created_in,
    email: c.email,
    firstname: c.firstname,
    lastname: c.lastname,
    store_id: Number(c.store_id),
    website_id: Number(c.website_id),
    addresses,
    disable_auto_group_change: 0,
    custom_attributes: [{ attribute_code: 'loyalty_card_number', value: loyaltyCardNumber(Number(c.id)) }],
  };
  const billing = addresses.find((a) => a.default_billing);
  const shipping = addresses.find((a) => a.default_shipping);
  if (billing) profile.default_billing = String(billing.id);
  if (shipping) profile.default_shipping = String(shipping.id);
  return profile;
}
