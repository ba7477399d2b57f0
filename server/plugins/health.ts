import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { pendingMigrations } from '../db/migrate.ts';

const envelope = { type: 'object', properties: { code: { type: 'integer' }, result: { type: 'string' } } } as const;
const schema = { response: { 200: envelope, 503: envelope } };

/**
 * Probes for a load balancer or orchestrator, outside /api (they are not part of the shop's contract):
 * - GET /health/live: the process answers (restart it when this fails);
 * - GET /health/ready: the database answers and every migration is applied, and the server is
 *   not shutting down (send it traffic only while this is 200).
 */
export default fp(
  async function health(app: FastifyInstance, { db }: { db: Db }) {
    let closing = false;
    // Once all migrations are seen applied they stay applied: later probes only ping the database.
    let migrated = false;
    app.addHook('preClose', async () => {
      closing = true;
    });

    app.get('/health/live', { schema }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { code: 200, result: 'live' };
    });

    app.get('/health/ready', { schema }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const notReady = (result: string) => reply.code(503).send({ code: 503, result });
      if (closing) return notReady('Shutting down');
      try {
        if (!migrated) {
          const pending = await pendingMigrations(db);
          if (pending.length) return notReady(`Migrations not applied: ${pending.join(', ')}`);
          migrated = true;
        } else {
          await db.query('select 1');
        }
      } catch (err) {
        // No schema_migrations table yet: another server is still creating the schema.
        if ((err as { code?: string }).code === '42P01') return notReady('Migrations not applied');
        request.log.warn({ err }, 'readiness check failed');
        return notReady('Database not reachable');
      }
      return { code: 200, result: 'ready' };
    });
  },
  { name: 'health' },
);
