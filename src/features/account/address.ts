/** The profile address (contract §3) as the shipping-details form edits it. */
export interface ProfileAddress {
  id?: number;
  customer_id?: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  region?: { region: string | null; region_code?: string | null; region_id?: number };
  country_id: string;
  telephone?: string;
  company?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

export interface AddressForm {
  firstname: string;
  lastname: string;
  street: string;
  house: string;
  city: string;
  postcode: string;
  region: string;
  country: string;
  telephone: string;
  company: string;
}

/** The default shipping address: flagged default_shipping, else the one named by default_shipping id, else the first. */
export function defaultShipping(addresses: ProfileAddress[] = [], defaultId?: string | number): ProfileAddress | undefined {
  return addresses.find((a) => a.default_shipping) ?? addresses.find((a) => defaultId != null && String(a.id) === String(defaultId)) ?? addresses[0];
}

export function toForm(a: ProfileAddress | undefined, names: { firstname: string; lastname: string }): AddressForm {
  return {
    firstname: a?.firstname ?? names.firstname,
    lastname: a?.lastname ?? names.lastname,
    street: a?.street?.[0] ?? '',
    house: a?.street?.[1] ?? '',
    city: a?.city ?? '',
    postcode: a?.postcode ?? '',
    region: a?.region?.region ?? '',
    country: a?.country_id ?? 'ZA',
    telephone: a?.telephone ?? '',
    company: a?.company ?? '',
  };
}

/**
 * The addresses to send: the edited default replaces the old one in place (keeping its id and
 * customer_id, which the server checks belong to the shopper) and the others stay as they were.
 */
export function withDefaultShipping(addresses: ProfileAddress[] = [], old: ProfileAddress | undefined, f: AddressForm): ProfileAddress[] {
  const edited: ProfileAddress = {
    ...(old?.id !== undefined ? { id: old.id } : {}),
    ...(old?.customer_id !== undefined ? { customer_id: old.customer_id } : {}),
    firstname: f.firstname.trim(),
    lastname: f.lastname.trim(),
    // Schema rule of contract §3: street has two non-empty lines.
    street: [f.street.trim(), f.house.trim() || '-'],
    city: f.city.trim(),
    postcode: f.postcode.trim(),
    region: { region: f.region.trim() || null },
    country_id: f.country,
    telephone: f.telephone.trim(),
    ...(f.company.trim() ? { company: f.company.trim() } : {}),
    default_shipping: true,
    default_billing: old ? Boolean(old.default_billing) : !addresses.some((a) => a.default_billing),
  };
  if (!old) return [...addresses.map((a) => ({ ...a, default_shipping: false })), edited];
  return addresses.map((a) => (a === old ? edited : { ...a, default_shipping: false }));
}
