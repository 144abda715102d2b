import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { config } from '../config.ts';
import { log } from '../log/logger.ts';
import { createApi } from './create-api.ts';
import { clientIp, createRateLimitRedis, limitByKey, rateLimit, rateLimitMessage, type RateLimitStore } from './rate-limit.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const run = `test-${process.pid}-${Date.now()}`;

/** An API whose one route allows `points` requests per `durationSeconds` per X-Client header. */
function limitedApi(name: string, points: number, durationSeconds: number, store: RateLimitStore = 'memory') {
  const api = createApi();
  api.get('/api/v1/limited/', rateLimit({ name, points, durationSeconds, key: (c) => c.req.header('x-client') ?? 'anyone', store }), (c) =>
    c.json({ success: true }),
  );
  return (client = 'a') => api.request('/api/v1/limited/', { headers: { 'X-Client': client } });
}

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After ${retryAfter}`).toBe(true);
  expect(await response.json()).toEqual({ success: false, message: { content: rateLimitMessage, label: 'modal', level: 'warning' } });
  return retryAfter;
}

describe('rateLimit in memory', () => {
  it('answers 429 with Retry-After once the points are spent', async () => {
    const get = limitedApi(`${run}-spent`, 3, 60);
    for (let i = 0; i < 3; i++) expect((await get()).status).toBe(200);
    const retryAfter = await expectLimited(await get());
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts each key separately', async () => {
    const get = limitedApi(`${run}-keys`, 1, 60);
    expect((await get('a')).status).toBe(200);
    await expectLimited(await get('a'));
    expect((await get('b')).status).toBe(200);
  });

  it('lets requests through again after the window', async () => {
    // The memory limiter's window runs on Date and timers: faked, so the requests' own time does not count.
    vi.useFakeTimers();
    try {
      const get = limitedApi(`${run}-window`, 1, 1);
      expect((await get()).status).toBe(200);
      expect(await expectLimited(await get())).toBe(1);
      vi.advanceTimersByTime(999);
      await expectLimited(await get());
      vi.advanceTimersByTime(1);
      expect((await get()).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives limitByKey callers the outcome and a reset', async () => {
    const consume = limitByKey(`${run}-bykey`, 2, 60, { store: 'memory' });
    expect(await consume('account-1')).toEqual({ allowed: true, remaining: 1 });
    expect(await consume('account-1')).toEqual({ allowed: true, remaining: 0 });
    const refused = await consume('account-1');
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await consume.reset('account-1');
    expect((await consume('account-1')).allowed).toBe(true);
  });
});

describe('clientIp', () => {
  const ipApi = (trustProxy?: boolean) => {
    const api = createApi();
    api.get('/api/v1/ip/', (c) => c.json({ ip: clientIp(c, trustProxy === undefined ? {} : { trustProxy }) }));
    return api;
  };
  const ip = async (response: Response | Promise<Response>) => ((await (await response).json()) as { ip: string }).ip;
  const forwarded = { 'X-Forwarded-For': '203.0.113.7, 10.0.0.2' };

  it('takes the first X-Forwarded-For address only when the proxy is trusted', async () => {
    expect(await ip(ipApi(true).request('/api/v1/ip/', { headers: forwarded }))).toBe('203.0.113.7');
    expect(await ip(ipApi(false).request('/api/v1/ip/', { headers: forwarded }))).toBe('unknown');
  });

  it('uses the socket address of the node bindings, and "unknown" without them', async () => {
    const incoming = { socket: { remoteAddress: '198.51.100.4' } } as IncomingMessage;
    expect(await ip(ipApi(false).request('/api/v1/ip/', { headers: forwarded }, { incoming }))).toBe('198.51.100.4');
    expect(await ip(ipApi(true).request('/api/v1/ip/', {}, { incoming }))).toBe('198.51.100.4');
    expect(await ip(ipApi(false).request('/api/v1/ip/'))).toBe('unknown');
  });
});

describe('rateLimit on Redis', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
  });

  /** A connection of its own, as a separate server process would have; fails clearly without Redis. */
  async function connect(): Promise<Redis> {
    const client = createRateLimitRedis(REDIS_URL);
    clients.push(client);
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no answer within 3 s')), 3000);
        client.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
        client.once('error', (error: Error) => {
          clearTimeout(timer);
          reject(error);
        });
      });
    } catch (error) {
      client.disconnect();
      throw new Error(`These tests need Redis at ${REDIS_URL} (CI machines have one; start redis-server locally): ${(error as Error).message}`);
    }
    return client;
  }

  it('shares one limit between two server processes', async () => {
    const name = `${run}-shared`;
    const first = limitedApi(name, 3, 60, await connect());
    const second = limitedApi(name, 3, 60, await connect());
    expect((await first()).status).toBe(200);
    expect((await second()).status).toBe(200);
    expect((await first()).status).toBe(200);
    await expectLimited(await second());
    await expectLimited(await first());
    expect((await second('other')).status).toBe(200);
    const prefix = config.redisKeyPrefix;
    const keys = await clients[0]!.keys(`${prefix}:rl:${name}:*`);
    expect(keys.sort()).toEqual([`${prefix}:rl:${name}:a`, `${prefix}:rl:${name}:other`]);
    await clients[0]!.del(...keys);
  });

  it('keeps two deployments sharing one Redis apart: each has its own limit under its REDIS_KEY_PREFIX', async () => {
    const name = `${run}-deployments`;
    const saved = process.env.REDIS_KEY_PREFIX;
    try {
      // Made as each deployment's server makes its limits: the prefix comes from its configuration.
      process.env.REDIS_KEY_PREFIX = `${run}-staging`;
      const staging = [limitedApi(name, 2, 60, await connect()), limitedApi(name, 2, 60, await connect())];
      process.env.REDIS_KEY_PREFIX = `${run}-production`;
      const production = limitedApi(name, 2, 60, await connect());
      // Staging's two processes share their limit…
      expect((await staging[0]!()).status).toBe(200);
      expect((await staging[1]!()).status).toBe(200);
      await expectLimited(await staging[0]!());
      // …and production, on the same Redis, the same limit name and the same client key, still has its own.
      expect((await production()).status).toBe(200);
      expect((await production()).status).toBe(200);
      await expectLimited(await production());
      const keys = await clients[0]!.keys(`${run}-*:rl:${name}:*`);
      expect(keys.sort()).toEqual([`${run}-production:rl:${name}:a`, `${run}-staging:rl:${name}:a`]);
      await clients[0]!.del(...keys);
    } finally {
      if (saved === undefined) delete process.env.REDIS_KEY_PREFIX;
      else process.env.REDIS_KEY_PREFIX = saved;
    }
  });

  it('fails open to the per-process memory limit when Redis is unreachable, logging once', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    try {
      const unreachable = createRateLimitRedis('redis://127.0.0.1:1');
      clients.push(unreachable);
      const get = limitedApi(`${run}-down`, 2, 60, unreachable);
      expect((await get()).status).toBe(200);
      expect((await get()).status).toBe(200);
      await expectLimited(await get());
      // A few reconnection attempts, each failing (the first warned of): still one line.
      for (let i = 0; i < 3; i++) await once(unreachable, 'error');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('127.0.0.1:1');
      unreachable.disconnect();
    } finally {
      warn.mockRestore();
    }
  });
});
