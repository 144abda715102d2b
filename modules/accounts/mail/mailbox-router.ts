import { Hono } from 'hono';
import { z } from 'zod';
import { config } from '#platform/config.ts';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import type { OutboxReader } from './outbox.ts';

const notFound = () => new ApiError(404, { content: messages.notFound, label: 'notfound', level: 'warning' });

/**
 * The development mailbox's data: `GET /api/dev/mailbox/` (newest 100; `?to=` one recipient's) and `/api/dev/mailbox/{id}/`.
 * Answers 404 when NODE_ENV=production, whatever the outbox holds.
 */
export function mailboxRouter(outbox: OutboxReader, isProduction: () => boolean = () => config.isProduction) {
  const router = new Hono({ strict: true })
    .use('/api/dev/mailbox/*', async (c, next) => {
      if (isProduction()) throw notFound();
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/api/dev/mailbox/', validate('query', z.object({ to: z.string().max(254).optional() })), async (c) =>
      c.json({ success: true, mails: await outbox.list(100, c.req.valid('query').to) }),
    )
    .get('/api/dev/mailbox/:id{[0-9]{1,9}}/', async (c) => {
      const mail = await outbox.get(Number(c.req.param('id')));
      if (!mail) throw notFound();
      return c.json({ success: true, mail });
    });
  return router;
}
