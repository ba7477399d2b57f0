import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { badRequest } from '../../services/apiError.ts';
import { createCart, requireCart } from '../../services/cart/cartRepo.ts';
import { assertCartAccess, customerCart, isCustomerCartId } from '../../services/cart/cartOwner.ts';
import {
  cartIsVirtual,
  cartShippingMethods,
  cartTotals,
  chooseShipping,
  currentCartTotals,
  deleteCartItem,
  pullCart,
  updateCartItem,
  type CartItemInput,
} from '../../services/cart/cartService.ts';
import { countryOf } from '../../services/cart/shippingMethods.ts';
import { paymentMethods } from '../../services/payments/paymentMethods.ts';
import cartCodes from './cartCodes.ts';
import { storeViewOf } from '../../services/storeViews.ts';
import { cartItemBody, cartQuery, envelope, methodsSchema, serverItem, totalsSchema } from './schemas.ts';

const NO_CART_ITEM = 'No cartItem element provided within the request body';
const NO_ADDRESS = 'No address element provided within the request body';
const NO_METHODS = 'No shipping and payment methods element provided within the request body';

const cartIdOf = (request: FastifyRequest) => (request.query as { cartId?: string }).cartId;
// Contract §1.4: cart reads are never cached.
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache, no-store');

/** Snake and camel case both occur in shipping-information and collect-totals bodies (contract §2.3). */
function shippingChoice(info: Record<string, unknown>): { carrier: string; method: string; country: string | null } | null {
  const carrier = info.shippingCarrierCode ?? info.shipping_carrier_code;
  const method = info.shippingMethodCode ?? info.shipping_method_code;
  if (carrier === undefined && method === undefined) return null;
  if (typeof carrier !== 'string' || typeof method !== 'string') throw badRequest('shipping carrier and method codes must be strings');
  return { carrier, method, country: countryOf(info.shippingAddress ?? info.shipping_address) };
}

/** Guest and customer carts — contract §2. */
const cart: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  // Ownership (issue 5): a numeric cartId is a customer cart and needs its owner's token (contract §2).
  app.addHook('preHandler', async (request) => {
    const cartId = cartIdOf(request);
    if (typeof cartId !== 'string' || cartId === '') return;
    const who = isCustomerCartId(cartId) ? await app.auth.principal(request) : null;
    await assertCartAccess(db, cartId, who?.customerId ?? null, storeViewOf(request).storeCode);
  });

  // Guest: a 32-hex masked id; with a customer token: the customer's numeric cart id (contract §2).
  app.post('/create', { schema: { querystring: cartQuery, response: envelope({ type: ['string', 'integer'] }) } }, async (request) => {
    const who = await app.auth.principal(request);
    const { storeCode } = storeViewOf(request);
    return { code: 200, result: who ? await customerCart(db, who.customerId, storeCode) : await createCart(db, storeCode) };
  });

  app.get('/pull', { schema: { querystring: cartQuery, response: envelope({ type: 'array', items: serverItem }) } }, async (request, reply) => {
    noStore(reply);
    return { code: 200, result: await pullCart(db, storeViewOf(request), cartIdOf(request) as string) };
  });

  app.post('/update', { schema: { querystring: cartQuery, body: cartItemBody, response: envelope(serverItem) } }, async (request) => {
    const item = (request.body as { cartItem?: CartItemInput } | undefined)?.cartItem;
    if (!item) throw badRequest(NO_CART_ITEM);
    return { code: 200, result: await updateCartItem(db, storeViewOf(request), cartIdOf(request) as string, item) };
  });

  app.post('/delete', { schema: { querystring: cartQuery, body: cartItemBody, response: envelope({ type: 'boolean' }) } }, async (request) => {
    const item = (request.body as { cartItem?: CartItemInput } | undefined)?.cartItem;
    if (!item) throw badRequest(NO_CART_ITEM);
    return { code: 200, result: await deleteCartItem(db, cartIdOf(request) as string, item.item_id) };
  });

  app.get('/totals', { schema: { querystring: cartQuery, response: envelope(totalsSchema) } }, async (request, reply) => {
    noStore(reply);
    return { code: 200, result: await currentCartTotals(db, storeViewOf(request), cartIdOf(request) as string) };
  });

  app.get('/payment-methods', { schema: { querystring: cartQuery, response: envelope(methodsSchema) } }, async (request, reply) => {
    noStore(reply);
    const cartId = await requireCart(db, cartIdOf(request));
    return { code: 200, result: paymentMethods(await cartIsVirtual(db, cartId), storeViewOf(request).currency) };
  });

  app.post(
    '/shipping-methods',
    { schema: { querystring: cartQuery, body: { type: 'object', properties: { address: { type: 'object' } } }, response: envelope(methodsSchema) } },
    async (request, reply) => {
      noStore(reply);
      const address = (request.body as { address?: unknown } | undefined)?.address;
      if (!address) throw badRequest(NO_ADDRESS);
      // By address: no country means the store's own (the client's default country).
      return { code: 200, result: await cartShippingMethods(db, storeViewOf(request), cartIdOf(request) as string, countryOf(address)) };
    },
  );

  app.post(
    '/shipping-information',
    {
      schema: {
        querystring: cartQuery,
        body: { type: 'object', properties: { addressInformation: { type: 'object' } } },
        response: envelope({ type: 'object', properties: { payment_methods: methodsSchema, totals: totalsSchema } }),
      },
    },
    async (request, reply) => {
      noStore(reply);
      const info = (request.body as { addressInformation?: Record<string, unknown> } | undefined)?.addressInformation;
      if (!info) throw badRequest(NO_ADDRESS);
      const totals = await chooseShipping(db, storeViewOf(request), cartIdOf(request) as string, shippingChoice(info));
      const payment_methods = paymentMethods(await cartIsVirtual(db, cartIdOf(request) as string), storeViewOf(request).currency);
      return { code: 200, result: { payment_methods, totals } };
    },
  );

  // Totals for a given method without remembering it (contract §2 #9); the payment method changes no price here.
  app.post(
    '/collect-totals',
    { schema: { querystring: cartQuery, body: { type: 'object', properties: { methods: { type: 'object' } } }, response: envelope(totalsSchema) } },
    async (request, reply) => {
      noStore(reply);
      const methods = (request.body as { methods?: Record<string, unknown> } | undefined)?.methods;
      if (!methods) throw badRequest(NO_METHODS);
      return { code: 200, result: await cartTotals(db, storeViewOf(request), cartIdOf(request) as string, shippingChoice(methods)) };
    },
  );

  // Coupons and gift cards: registered inside this plugin, so the ownership hook above covers them.
  await app.register(cartCodes, { db });
};

export default cart;
