/**
 * `/readyz` with Redis unreachable (decision 044): REDIS_URL points at a closed port of this machine, a
 * real Redis client tries it and fails. The database answers: the process stays in the balancer (200,
 * `degraded`), and the answer comes at once (no timer decides it), well within HAProxy's 500 ms check.
 */
import net from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';

/** A port nobody listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const saved = process.env.REDIS_URL;
process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`;
const { healthResponse } = await import('./health.ts');
const { processBus } = await import('./invalidation.ts');
const { getDatabase } = await import('./database.ts');
afterAll(async () => {
  await processBus().close();
  await (await getDatabase()).close();
  if (saved === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = saved;
});

describe('/readyz with Redis unreachable', () => {
  it('answers 200 degraded (the database answers, Redis does not), at once, every time', async () => {
    // The first check opens the database (migrations); the next ones are what the balancer sees.
    await healthResponse('/readyz');
    // "At once": with timers frozen, the checks' 2 s fallback cannot answer for Redis; a check that
    // waited for it (or for a reconnection) would never answer, and the test would time out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (let i = 0; i < 3; i++) {
        const response = await healthResponse('/readyz');
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({ status: 'degraded', database: true, redis: false });
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps /healthz at 200', async () => {
    const response = await healthResponse('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
