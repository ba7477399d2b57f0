import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountsConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { createMailer, type Mailer } from '../services/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The outbox sender (services/mail): routes enqueue in their transaction, then call app.mailer.kick(). */
export default fp(
  async function mail(app: FastifyInstance, { db, config }: { db: Db; config: AccountsConfig }) {
    const mailer = createMailer(db, config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
