/**
 * POST /api/user/me: only first name, last name and addresses may change (spec 001 §3). Every
 * other field (email, group_id, …) is ignored. An incoming address carrying an id or customer_id
 * must be one of the shopper's own addresses on both (contract §3), else 403 and nothing changes.
 */
import type { Db } from '../../db/index.ts';
import { ApiError } from '../apiError.ts';
import { checkName, cleanAddress, MAX_ADDRESSES } from './address.ts';
import { customerById, deleteAddressesExcept, insertAddress, listAddresses, toProfile, updateAddress, type CustomerProfile } from './customerRepo.ts';

export const INVALID_ADDRESS_OWNER = 'Provided invalid address.id or address.customer_id';

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

export async function updateProfile(db: Db, customerId: number, body: unknown): Promise<CustomerProfile> {
  const input = (body as { customer?: unknown } | null)?.customer;
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new ApiError(400, 'customer is required');
  const c = input as Record<string, unknown>;
  return db.transaction(async (tx) => {
    const current = await customerById(tx, customerId);
    if (!current) throw new ApiError(401, "The consumer isn't authorized to access self.");
    const firstname = c.firstname === undefined ? current.firstname : checkName(c.firstname, 'firstname');
    const lastname = c.lastname === undefined ? current.lastname : checkName(c.lastname, 'lastname');
    await tx.query('update customer set firstname = $2, lastname = $3, updated_at = now() where id = $1', [customerId, firstname, lastname]);

    if (c.addresses !== undefined) {
      if (!Array.isArray(c.addresses)) throw new ApiError(400, 'addresses must be an array');
      if (c.addresses.length > MAX_ADDRESSES) throw new ApiError(400, `addresses may hold at most ${MAX_ADDRESSES} items`);
      const mine = await listAddresses(tx, customerId);
      const keep: number[] = [];
      const plan = c.addresses.map((raw, i) => {
        const a = (raw ?? {}) as Record<string, unknown>;
        let id: number | null = null;
        if (present(a.id) || present(a.customer_id)) {
          const own = mine.find((m) => m.id === Number(a.id) && m.customer_id === Number(a.customer_id));
          if (!own) throw new ApiError(403, INVALID_ADDRESS_OWNER);
          id = own.id;
          keep.push(own.id);
        }
        return { id, address: cleanAddress(raw, i) };
      });
      // Magento's PUT /customers/me replaces the address list: addresses left out are removed.
      await deleteAddressesExcept(tx, customerId, keep);
      for (const p of plan) {
        if (p.id === null) await insertAddress(tx, customerId, p.address);
        else await updateAddress(tx, customerId, p.id, p.address);
      }
    }
    const updated = await customerById(tx, customerId);
    return toProfile(updated!, await listAddresses(tx, customerId));
  });
}
