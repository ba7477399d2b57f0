import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import cmsData from './cmsData.ts';
import mailService from './mailService.ts';
import newsletter from './newsletter.ts';
import stores from './stores.ts';
import wishlist from './wishlist.ts';

/** /api/ext/<name> — vsf-api extensions the shop uses (contract §1.1). */
const ext: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  await app.register(newsletter, { ...deps, prefix: '/mailchimp-subscribe' });
  await app.register(mailService, { ...deps, prefix: '/mail-service' });
  await app.register(cmsData, { ...deps, prefix: '/cms-data' });
  await app.register(wishlist, { ...deps, prefix: '/wishlist' });
  await app.register(stores, { ...deps, prefix: '/stores' });
};

export default ext;
