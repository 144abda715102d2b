import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { CODE_ATTEMPT_LIMITS, codeAttemptMessages, createCodeAttempts, isCodeAttemptRefusal } from './code-attempts.ts';
import { createRateLimitRedis } from './rate-limit.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
});

/** A Redis connection of its own, as another server process would have. */
async function connect(): Promise<Redis> {
  const client = createRateLimitRedis(REDIS_URL);
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`These tests need Redis at ${REDIS_URL}`)), 3000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
}

const unknown = () => Promise.resolve(null);
const found = () => Promise.resolve('coupon');
const isFound = { succeeded: (result: string | null) => result !== null };

describe('createCodeAttempts on Redis', () => {
  it('shares the failures of a member between server processes, and a refusal is a 429 ApiError', async () => {
    const [first, second] = [createCodeAttempts({ store: await connect() }), createCodeAttempts({ store: await connect() })];
    // Ids of this run alone: the counts live on in Redis for a minute and a day.
    const memberId = 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
    const who = (process: number) => ({ memberId, address: `test-${randomUUID()}-${process}` });
    for (let i = 0; i < CODE_ATTEMPT_LIMITS.perMinute; i++) expect(await (i % 2 ? first : second).attempt(who(i), unknown, isFound)).toBeNull();
    const refusal = await first.attempt(who(99), found, isFound).catch((error: unknown) => error);
    expect(isCodeAttemptRefusal(refusal)).toBe(true);
    expect((refusal as ApiError).serverMessage.content).toBe(codeAttemptMessages.minute);
    expect(Number((refusal as ApiError).headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    await expect(second.attempt(who(100), found, isFound)).rejects.toBeInstanceOf(ApiError);
  });

  it('gives a success back on Redis too: a member with successes between failures still has their 10', async () => {
    const attempts = createCodeAttempts({ store: await connect() });
    const who = { memberId: 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000), address: `test-${randomUUID()}` };
    for (let i = 0; i < 20; i++) expect(await attempts.attempt(who, found, isFound)).toBe('coupon');
    for (let i = 0; i < CODE_ATTEMPT_LIMITS.perMinute; i++) expect(await attempts.attempt(who, unknown, isFound)).toBeNull();
    await expect(attempts.attempt(who, found, isFound)).rejects.toBeInstanceOf(ApiError);
  });
});
