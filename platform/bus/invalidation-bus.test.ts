import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createInvalidationBus, type InvalidationBus } from './invalidation-bus.ts';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const opened: InvalidationBus[] = [];
const open = (channel?: string) => {
  const bus = createInvalidationBus(channel ? { redisUrl: REDIS_URL, channel } : {});
  opened.push(bus);
  return bus;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()));
});

/** Polls until what Redis delivers has arrived (no deadline of its own: the test's timeout is the limit). */
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('invalidation bus', () => {
  it('runs the handlers of the publishing process at once, without Redis', () => {
    const bus = open();
    const seen: string[] = [];
    bus.subscribe('catalogue', () => seen.push('catalogue'));
    bus.subscribe('rankings', () => seen.push('rankings'));
    bus.publish('catalogue');
    expect(seen).toEqual(['catalogue']);
  });

  it('reaches the other processes through Redis, each handler once, and only on its topic', async () => {
    const channel = `test:bus:${randomUUID()}`;
    const [a, b, c] = [open(channel), open(channel), open(channel)];
    await Promise.all([a.ready, b.ready, c.ready]);
    const seen = { a: 0, b: 0, c: 0, other: 0 };
    a.subscribe('catalogue', () => (seen.a += 1));
    b.subscribe('catalogue', () => (seen.b += 1));
    c.subscribe('catalogue', () => (seen.c += 1));
    c.subscribe('rankings', () => (seen.other += 1));
    a.publish('catalogue');
    expect(seen.a).toBe(1);
    await until(() => seen.b === 1 && seen.c === 1);
    // Let a late duplicate (e.g. the publisher hearing its own message) show up if there were one.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual({ a: 1, b: 1, c: 1, other: 0 });
  });

  it('carries a key (one member of a topic) to the handlers, here and in the other processes', async () => {
    const channel = `test:bus:${randomUUID()}`;
    const [a, b] = [open(channel), open(channel)];
    await Promise.all([a.ready, b.ready]);
    const seen: { a: (string | undefined)[]; b: (string | undefined)[] } = { a: [], b: [] };
    a.subscribe('member', (key) => seen.a.push(key));
    b.subscribe('member', (key) => seen.b.push(key));
    a.publish('member', '42');
    a.publish('member');
    expect(seen.a).toEqual(['42', undefined]);
    await until(() => seen.b.length === 2);
    expect(seen.b).toEqual(['42', undefined]);
  });

  it('keeps deployments apart by channel', async () => {
    const [a, b] = [open(`test:bus:${randomUUID()}`), open(`test:bus:${randomUUID()}`)];
    await Promise.all([a.ready, b.ready]);
    let heard = 0;
    b.subscribe('catalogue', () => (heard += 1));
    a.publish('catalogue');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toBe(0);
  });

  it('a failing handler does not stop the others', () => {
    const bus = open();
    let ran = false;
    bus.subscribe('x', () => {
      throw new Error('boom');
    });
    bus.subscribe('x', () => (ran = true));
    bus.publish('x');
    expect(ran).toBe(true);
  });
});
