import { config } from '#platform/config.ts';
import { createDrain } from '#platform/http/drain.ts';
import { log } from '#platform/log/logger.ts';
import { onShutdown } from '#platform/process/shutdown.ts';
import { getDatabase } from './database.ts';
import { processBus } from './invalidation.ts';

/** The process's drain: SIGTERM first stops readiness, then waits for the requests in flight (before the database closes). */
export const drain = createDrain();
onShutdown('drain HTTP requests', 10, () => drain.drain({ delayMs: config.drainDelayMs, timeoutMs: config.drainTimeoutMs }), config.drainDelayMs + config.drainTimeoutMs + 10_000);

const CHECK_TIMEOUT_MS = 2000;
const within = <T>(promise: Promise<T>, fallback: T) =>
  Promise.race([promise.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS).unref())]);

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export const isHealthPath = (pathname: string) => pathname === '/healthz' || pathname === '/readyz';

let lastState = 'ready';

/**
 * `/healthz`: the process is up (the balancer restarts nothing on it, it only tells liveness).
 * `/readyz`: 200 when the database (and the read connection) answer and the process is not draining:
 * the balancer sends requests only to ready processes. Redis does not decide readiness (decision 044):
 * it is shared by every process, so failing on it would take every process out at once, and without it
 * each process degrades on its own (limits per process, caches up to their TTLs); the answer then says
 * `degraded` with `redis: false`, still 200.
 */
export async function healthResponse(pathname: '/healthz' | '/readyz' | string): Promise<Response> {
  if (pathname === '/healthz') return answer(200, { status: 'ok' });
  if (drain.draining) return answer(503, { status: 'draining' });
  const [database, redis] = await Promise.all([
    within(
      getDatabase().then(async (db) => {
        await db.orm.em.getConnection().execute('select 1');
        if (db.readOrm !== db.orm) await db.readOrm.em.getConnection().execute('select 1');
        return true;
      }),
      false,
    ),
    within(processBus().ping(), false),
  ]);
  const status = drain.draining ? 'draining' : !database ? 'unavailable' : !redis ? 'degraded' : 'ready';
  if (status !== lastState && status !== 'draining') {
    if (status === 'ready') log.info('[readyz] ready again');
    else log.warn({ database, redis }, status === 'degraded' ? '[readyz] degraded: Redis does not answer (limits per process, caches up to their TTLs)' : '[readyz] not ready');
    lastState = status;
  }
  return answer(status === 'ready' || status === 'degraded' ? 200 : 503, { status, database, redis });
}
