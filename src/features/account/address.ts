/** The account's default shipping address, edited with the shared address form (src/domain/address). */
import { toContractAddress, type Address, type ContractAddress } from '../../domain/address';

export type ProfileAddress = ContractAddress;

/** The default shipping address: flagged default_shipping, else the one named by default_shipping id, else the first. */
export function defaultShipping(addresses: ProfileAddress[] = [], defaultId?: string | number): ProfileAddress | undefined {
  return addresses.find((a) => a.default_shipping) ?? addresses.find((a) => defaultId != null && String(a.id) === String(defaultId)) ?? addresses[0];
}

/**
 * The addresses to send: the edited default replaces the old one in place (keeping its id and
 * customer_id, which the server checks belong to the shopper) and the others stay as they were.
 */
export function withDefaultShipping(addresses: ProfileAddress[] = [], old: ProfileAddress | undefined, f: Address): ProfileAddress[] {
  const c = toContractAddress(f);
  const edited: ProfileAddress = {
    ...(old?.id !== undefined ? { id: old.id } : {}),
    ...(old?.customer_id !== undefined ? { customer_id: old.customer_id } : {}),
    ...c,
    // Schema rule of contract §3: street has two non-empty lines.
    street: [c.street[0] ?? '', c.street[1] || '-'],
    region: { region: (f.state ?? '').trim() || null },
    default_shipping: true,
    default_billing: old ? Boolean(old.default_billing) : !addresses.some((a) => a.default_billing),
  };
  if (!old) return [...addresses.map((a) => ({ ...a, default_shipping: false })), edited];
  return addresses.map((a) => (a === old ? edited : { ...a, default_shipping: false }));
}
