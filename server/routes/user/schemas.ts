/** JSON schemas of the user routes (contract §3). Bodies are checked in the services, which say what is wrong in words. */
const anyObject = { type: 'object', additionalProperties: true } as const;

export const tokenQuery = { type: 'object', properties: { token: { type: 'string' }, storeCode: { type: 'string' } } } as const;

export const objectBody = anyObject;

export const envelope = (result: object, meta?: object) => ({
  200: {
    type: 'object',
    properties: { code: { type: 'integer' }, result, ...(meta ? { meta } : {}) },
    required: ['code', 'result'],
  },
});

export const tokenEnvelope = envelope({ type: 'string' }, { type: 'object', properties: { refreshToken: { type: 'string' } }, required: ['refreshToken'] });
export const profileEnvelope = envelope(anyObject);
export const trueEnvelope = envelope({ type: 'boolean' });
export const historyQuery = {
  type: 'object',
  properties: { token: { type: 'string' }, pageSize: { type: 'string' }, currentPage: { type: 'string' }, storeCode: { type: 'string' } },
} as const;
