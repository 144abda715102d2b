import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { log } from '../log/logger.ts';

/**
 * Tells every server process that something it may hold in memory changed ("catalogue", "rankings",
 * "site-settings" …: topics are plain names, the bus knows no domain). `publish` runs this process's
 * handlers at once, synchronously, and sends the topic to the other processes through Redis pub/sub;
 * each process's subscriber runs its own handlers when a message from another process arrives.
 *
 * Delivery is at most once: a process that is disconnected from Redis when a message is sent misses it.
 * So when the subscriber reconnects it runs every handler (`onReconnect`), dropping what may have gone
 * stale meanwhile; the caches' TTLs remain the last bound.
 */
export type InvalidationBus = {
  publish(topic: string): void;
  /** Runs `handler` when `topic` is published by any process; returns the unsubscribe. */
  subscribe(topic: string, handler: () => void): () => void;
  /**
   * A topic about one thing (a member, a title): `publishKey('member', '42')` runs the handlers of
   * `subscribeKeyed('member', …)` with '42' in every process; after a reconnect they run with null
   * (drop every key).
   */
  publishKey(topic: string, key: string): void;
  subscribeKeyed(topic: string, handler: (key: string | null) => void): () => void;
  /** Resolves once the subscriber listens (at once without Redis). */
  readonly ready: Promise<void>;
  /** Whether Redis answers (true without Redis: nothing to reach). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type InvalidationBusOptions = {
  /** Unset: a bus for this process alone (one process, or tests). */
  redisUrl?: string;
  /** Redis channel; processes of one deployment share it (default `yomiba:invalidate`). */
  channel?: string;
};

type Message = { origin: string; topic: string };

/** A keyed topic travels as `topic#key`. */
const KEYED = /^([^#]+)#(.+)$/;

export function createInvalidationBus(options: InvalidationBusOptions = {}): InvalidationBus {
  const channel = options.channel ?? 'yomiba:invalidate';
  const origin = randomUUID();
  const handlers = new Map<string, Set<() => void>>();
  const keyedHandlers = new Map<string, Set<(key: string | null) => void>>();

  const runKeyed = (topic: string, key: string | null) => {
    for (const handler of keyedHandlers.get(topic) ?? []) {
      try {
        handler(key);
      } catch (error) {
        log.error({ err: error, topic }, '[bus] an invalidation handler failed');
      }
    }
  };
  const run = (topic: string) => {
    const keyed = KEYED.exec(topic);
    if (keyed) return runKeyed(keyed[1]!, keyed[2]!);
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler();
      } catch (error) {
        log.error({ err: error, topic }, '[bus] an invalidation handler failed');
      }
    }
  };
  const runAll = () => {
    for (const topic of handlers.keys()) run(topic);
    for (const topic of keyedHandlers.keys()) runKeyed(topic, null);
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  let ready: Promise<void> = Promise.resolve();
  if (options.redisUrl) {
    // The publisher queues while Redis is away (a message sent late is still worth sending);
    // a subscriber connection cannot issue other commands, hence two clients.
    publisher = new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false });
    subscriber = new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: null });
    publisher.on('error', () => {});
    let lostOnce = false;
    subscriber.on('error', (error: Error) => {
      if (!lostOnce) log.warn(`[bus] Redis subscriber: ${error.message} (caches fall back to their TTLs until it answers)`);
      lostOnce = true;
    });
    subscriber.on('message', (_channel: string, raw: string) => {
      let message: Message;
      try {
        message = JSON.parse(raw) as Message;
      } catch {
        return;
      }
      if (message.origin !== origin && typeof message.topic === 'string') run(message.topic);
    });
    let subscribedOnce = false;
    ready = new Promise<void>((resolve) => {
      subscriber!.on('ready', () => {
        // ioredis re-subscribes by itself after a reconnect; messages sent in between were lost.
        if (subscribedOnce) {
          log.info('[bus] Redis subscriber is back: dropping every cached value that may be stale');
          lostOnce = false;
          runAll();
        }
      });
      subscriber!
        .subscribe(channel)
        .then(() => {
          subscribedOnce = true;
          resolve();
        })
        .catch((error: Error) => {
          log.warn(`[bus] could not subscribe to ${channel}: ${error.message}`);
          resolve();
        });
    });
  }

  function publish(topic: string): void {
    run(topic);
    if (!publisher) return;
    publisher.publish(channel, JSON.stringify({ origin, topic } satisfies Message)).catch((error: Error) => {
      log.warn({ topic }, `[bus] could not publish: ${error.message} (other processes keep their caches until their TTLs)`);
    });
  }

  return {
    publish,
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    publishKey(topic, key) {
      publish(`${topic}#${key}`);
    },
    subscribeKeyed(topic, handler) {
      let set = keyedHandlers.get(topic);
      if (!set) keyedHandlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    get ready() {
      return ready;
    },
    async ping() {
      if (!publisher) return true;
      try {
        return (await publisher.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await Promise.all([publisher?.quit().catch(() => {}), subscriber?.quit().catch(() => {})]);
    },
  };
}
