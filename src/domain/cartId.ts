/**
 * A server cart id (contract §2): a customer's cart has a numeric id and needs its owner's token; a
 * guest's cart has a 32-hex id that is its own secret. The client tells them apart when two tabs'
 * carts meet after a login (cartBroadcast.ts); the server when it checks who may use a cart.
 */
export const isCustomerCartId = (cartId: string) => /^[1-9]\d{0,15}$/.test(cartId);
