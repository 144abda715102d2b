import { Hono } from 'hono';
import { z } from 'zod';
import { validate } from '../../platform/http/validate.ts';

const slowQuery = z.object({ ms: z.coerce.number().int().min(0).max(20_000) });

/** `GET /api/v1/sample/slow/?ms=` — answers after `ms` milliseconds (the /sample/timeout/ page). */
export function sampleRouter(): Hono {
  const router = new Hono({ strict: true });
  router.get('/api/v1/sample/slow/', validate('query', slowQuery), async (c) => {
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
