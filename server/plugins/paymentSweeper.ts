import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { sweepAbandonedPayments } from '../services/payments/sweepAbandonedPayments.ts';

/**
 * Runs the abandoned-payment sweeper on every server (services/payments/sweepAbandonedPayments.ts:
 * several servers on one database share the work safely). ttlSeconds 0 switches it off.
 * Sweeps every minute (or every tenth of a short TTL); closing the app waits for a running sweep.
 */
export default fp(
  async function paymentSweeper(app: FastifyInstance, { db, ttlSeconds }: { db: Db; ttlSeconds: number }) {
    if (ttlSeconds <= 0) return;
    const everyMs = Math.max(1000, Math.min(60_000, (ttlSeconds * 1000) / 10));
    let running: Promise<void> | null = null;
    const sweep = () => {
      running ??= sweepAbandonedPayments(db, ttlSeconds)
        .then((ids) => {
          if (ids.length) app.log.info({ orders: ids }, 'canceled orders whose payment never came');
        })
        .catch((err: unknown) => app.log.error({ err }, 'abandoned-payment sweep failed'))
        .finally(() => {
          running = null;
        });
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'payment-sweeper' },
);
