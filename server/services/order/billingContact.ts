/**
 * A billing address without telephone or e-mail (vsf-api accepted one; VSF 1 may send it so) takes
 * them from the shipping address, else the e-mail from the ordering customer's account. An order
 * with no e-mail anywhere is refused: the shop could not confirm it.
 */
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../apiError.ts';
import { isBlank, type OrderAddress, type OrderBody } from './validateOrder.ts';

export const NO_ORDER_EMAIL = 'billingAddress.email is required (there is no shipping address or account to take it from)';

export async function withBillingContact(db: Queryable, body: OrderBody, customerId: number | null): Promise<OrderBody> {
  const info = body.addressInformation!;
  const billing = info.billingAddress as OrderAddress;
  if (!isBlank(billing.telephone) && !isBlank(billing.email)) return body;
  const shipping = (info.shippingAddress ?? {}) as OrderAddress;
  let email = !isBlank(billing.email) ? billing.email : !isBlank(shipping.email) ? shipping.email : null;
  if (email === null && customerId !== null) {
    const { rows } = await db.query<{ email: string }>('select email from customer where id = $1', [customerId]);
    email = rows[0]?.email ?? null;
  }
  if (email === null) throw new ApiError(400, [NO_ORDER_EMAIL]);
  const telephone = !isBlank(billing.telephone) ? billing.telephone : !isBlank(shipping.telephone) ? shipping.telephone : '';
  return { ...body, addressInformation: { ...info, billingAddress: { ...billing, email, telephone } } };
}
