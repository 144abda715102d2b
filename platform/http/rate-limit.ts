import type { Context, MiddlewareHandler } from 'hono';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { config } from '../config.ts';
import { log } from '../log/logger.ts';
import { ApiError } from './api-error.ts';

export const rateLimitMessage = 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。';

/**
 * Where the counts live. Default: the process's shared Redis client when REDIS_URL is set (every
 * server process shares the limit), otherwise this process's memory. Tests pass their own client.
 */
export type RateLimitStore = 'memory' | Redis;

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/**
 * `consume(key)` spends one point of `key`'s budget; `reset(key)` forgets it (e.g. after a successful sign-in);
 * `refund(key)` gives one spent point back (an attempt that turned out not to count).
 */
export type KeyLimit = ((key: string) => Promise<RateLimitResult>) & { reset: (key: string) => Promise<void>; refund: (key: string) => Promise<void> };

let shared: Redis | undefined;

const redisLabel = (url: string) => {
  try {
    const { host } = new URL(url);
    return host;
  } catch {
    return 'REDIS_URL';
  }
};

/**
 * An ioredis client for the limits: no offline queue (a command fails at once while Redis is away,
 * so the in-memory insurance limiter answers instead of the request waiting), one log line per outage.
 */
export function createRateLimitRedis(url: string): Redis {
  const client = new Redis(url, { enableOfflineQueue: false, connectTimeout: 2000 });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(`[rate-limit] Redis at ${redisLabel(url)} is unreachable (${error.message}): limits hold per process in memory until it answers`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn(`[rate-limit] Redis at ${redisLabel(url)} answers again: limits are shared again`);
  });
  return client;
}

/** The one Redis client of this process, created on first use when REDIS_URL is set. */
function sharedRedis(): Redis | undefined {
  const url = config.redisUrl;
  if (!url) return undefined;
  shared ??= createRateLimitRedis(url);
  return shared;
}

/** Closes the shared Redis client (shutdown). */
export async function closeRateLimitRedis(): Promise<void> {
  const client = shared;
  shared = undefined;
  if (client) await client.quit().catch(() => client.disconnect());
}

function createLimiter(name: string, points: number, duration: number, store: RateLimitStore | undefined, prefix: string) {
  const keyPrefix = `${prefix}:rl:${name}`;
  const memory = () => new RateLimiterMemory({ keyPrefix, points, duration });
  const client = store === undefined ? sharedRedis() : store === 'memory' ? undefined : store;
  if (!client) return memory();
  // Redis away: fail open to a per-process memory limit rather than refusing or hanging requests.
  return new RateLimiterRedis({ storeClient: client, keyPrefix, points, duration, rejectIfRedisNotReady: true, insuranceLimiter: memory() });
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** `points` requests per `durationSeconds` for each key, outside a middleware (e.g. per account at sign-in). */
export function limitByKey(name: string, points: number, durationSeconds: number, options: { store?: RateLimitStore; prefix?: string } = {}): KeyLimit {
  const limiter = createLimiter(name, points, durationSeconds, options.store, options.prefix ?? config.redisKeyPrefix);
  const consume = async (key: string): Promise<RateLimitResult> => {
    try {
      const res = await limiter.consume(key);
      return { allowed: true, remaining: res.remainingPoints };
    } catch (error) {
      if (error instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfter(error) };
      // Neither the store nor the insurance answered: availability first.
      log.error({ err: error }, `[rate-limit] ${name}: limiter failed, request let through`);
      return { allowed: true, remaining: 0 };
    }
  };
  const reset = async (key: string) => {
    await limiter.delete(key).catch((error: unknown) => log.error({ err: error }, `[rate-limit] ${name}: reset failed`));
  };
  const refund = async (key: string) => {
    await limiter.reward(key, 1).catch((error: unknown) => log.error({ err: error }, `[rate-limit] ${name}: refund failed`));
  };
  return Object.assign(consume, { reset, refund });
}

/** The 429 in the project's error shape, with Retry-After in whole seconds. */
export function tooManyRequests(retryAfterSeconds: number, message: string = rateLimitMessage): ApiError {
  return new ApiError(429, { content: message, label: 'modal', level: 'warning' }, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

export type RateLimitOptions = {
  /** Names the Redis keys (`<REDIS_KEY_PREFIX>:rl:<name>:<key>`): unique per limit. */
  name: string;
  /** The deployment's key prefix (default: config.redisKeyPrefix, read when the limit is made). */
  prefix?: string;
  points: number;
  durationSeconds: number;
  key: (c: Context) => string | Promise<string>;
  message?: string;
  store?: RateLimitStore;
};

/** At most `points` requests per `durationSeconds` per key; over it, 429 with Retry-After. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const consume = limitByKey(options.name, options.points, options.durationSeconds, { store: options.store, prefix: options.prefix });
  return async (c, next) => {
    const result = await consume(await options.key(c));
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, options.message);
    await next();
  };
}

/**
 * The client's address: with TRUST_PROXY=1 (or `trustProxy: true`) the first address of
 * X-Forwarded-For, otherwise the socket's remote address (Hono's node-server conninfo); 'unknown'
 * when neither is available (e.g. `app.request()` in tests, which has no node bindings).
 */
export function clientIp(c: Context, options: { trustProxy?: boolean } = {}): string {
  return requestClientIp(c.req.raw, c.env, options);
}

/** `clientIp` of a request outside Hono: `env` is what the node server hands its fetch (`{ incoming, outgoing }`). */
export function requestClientIp(request: Request, env: unknown, options: { trustProxy?: boolean } = {}): string {
  if (options.trustProxy ?? config.trustProxy) {
    const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
  type Bindings = { incoming?: { socket?: { remoteAddress?: string } } };
  const bindings = env as (Bindings & { server?: Bindings }) | undefined;
  return (bindings?.server ?? bindings)?.incoming?.socket?.remoteAddress || 'unknown';
}
