import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '#platform/http/validate.ts';

const slowQuery = z.object({ ms: z.coerce.number().int().min(0).max(20_000) });

/** The sample that answers late on purpose: the server's request deadline leaves it alone (decision 081). */
export const SAMPLE_SLOW_PATH = '/api/v1/sample/slow/';

/**
 * `GET /api/v1/sample/slow/?ms=` — answers after `ms` milliseconds (the /sample/timeout/ page). The developer
 * samples exist only while `enabled()` (outside a production deployment): 404 otherwise.
 */
export function sampleRouter(enabled: () => boolean = () => true) {
  const router = new Hono({ strict: true })
    .use('/api/v1/sample/*', async (c, next) => {
      if (!enabled()) return c.notFound();
      await next();
    })
    .get(SAMPLE_SLOW_PATH, validate('query', slowQuery), async (c) => {
      const { ms } = c.req.valid('query');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        // A client that gave up does not keep the timer (and the response) around.
        c.req.raw.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true });
    });
  return router;
}
