import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';
import { memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import type { TicketConversion } from './ticket-conversion.ts';
import { ticketConversionMessages } from './ticket-conversion-rules.ts';

export const ticketConvertInput = z.object({
  coins: z.number({ error: ticketConversionMessages.coins }).int({ error: ticketConversionMessages.coins }).min(1, { error: ticketConversionMessages.coins }),
  request_id: z.string({ error: ticketConversionMessages.requestId }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: ticketConversionMessages.requestId }),
});

const ok = (content = '') => ({ success: true, message: { content, label: 'string', level: 'info' } }) as const;

/** The member's tickets about to expire (the convert ticket info) and their conversion to bonus coins. */
export function ticketConversionRouter(conversion: TicketConversion) {
  const member = requireMember();
  const noStore = createMiddleware(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  });
  const router = new Hono<{ Variables: ViewerVariables }>()
    .get('/api/v1/ticket/convertible/', member, noStore, async (c) => c.json({ ...ok(), convertibleTickets: await conversion.convertible(memberOf(c).userId) }))
    .post('/payment/api/v1/ticket/convert/', member, noStore, validate('json', ticketConvertInput), async (c) => {
      const input = c.req.valid('json');
      const userId = memberOf(c).userId;
      const outcome = await conversion.convert(userId, { requestId: input.request_id, coins: input.coins });
      const content = outcome.converted ? ticketConversionMessages.done(outcome.tickets, outcome.coins) : ticketConversionMessages.already;
      return c.json({ ...ok(content), data: { ...outcome, expiresAt: outcome.expiresAt.toISOString() }, convertibleTickets: await conversion.convertible(userId) });
    });

  return router;
}
