/** JSON schemas of the cart routes (contract §2). */
const anyObject = { type: 'object', additionalProperties: true } as const;

export const cartQuery = {
  type: 'object',
  properties: { cartId: { type: 'string', maxLength: 64 }, token: { type: 'string' }, storeCode: { type: 'string' } },
} as const;

export const serverItem = {
  type: 'object',
  properties: {
    item_id: { type: 'integer' },
    sku: { type: 'string' },
    qty: { type: 'number' },
    name: { type: 'string' },
    price: { type: 'number' },
    product_type: { type: 'string' },
    quote_id: { type: 'string' },
    product_option: anyObject,
  },
  required: ['item_id', 'sku', 'qty', 'name', 'price', 'product_type', 'quote_id'],
} as const;

export const cartItemBody = {
  type: 'object',
  properties: {
    cartItem: {
      type: 'object',
      properties: {
        sku: { type: 'string', maxLength: 255 },
        qty: { type: ['number', 'string'] },
        item_id: { type: ['integer', 'string', 'null'] },
        quoteId: { type: 'string' },
        quote_id: { type: 'string' },
        product_option: { type: ['object', 'null'] },
      },
    },
  },
} as const;

export const envelope = (result: object) => ({
  200: { type: 'object', properties: { code: { type: 'integer' }, result }, required: ['code', 'result'] },
});

export const totalsSchema = anyObject;
export const methodsSchema = { type: 'array', items: anyObject } as const;
