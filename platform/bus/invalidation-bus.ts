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
  /**
   * Announces that `topic` changed, or only the `key` of it (e.g. one member of "member"): handlers get
   * the key; without one, everything of the topic may have changed.
   */
  publish(topic: string, key?: string): void;
  /**
   * Runs `handler` when `topic` is published by any process, with the key when one was given (none after
   * a reconnect: then everything may be stale); returns the unsubscribe.
   */
  subscribe(topic: string, handler: (key?: string) => void): () => void;
  /** Resolves once the subscriber listens (at once without Redis). */
  readonly ready: Promise<void>;
  /** Whether Redis answers (true without Redis: nothing to reach); false at once while disconnected. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type InvalidationBusOptions = {
  /** Unset: a bus for this process alone (one process, or tests). */
  redisUrl?: string;
  /** Redis channel; processes of one deployment share it (default `yomiba:invalidate`). */
  channel?: string;
};

type Message = { origin: string; topic: string; key?: string };

export function createInvalidationBus(options: InvalidationBusOptions = {}): InvalidationBus {
  const channel = options.channel ?? 'yomiba:invalidate';
  const origin = randomUUID();
  const handlers = new Map<string, Set<(key?: string) => void>>();

  const run = (topic: string, key?: string) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(key);
      } catch (error) {
        log.error({ err: error, topic }, '[bus] an invalidation handler failed');
      }
    }
  };
  const runAll = () => {
    for (const topic of handlers.keys()) run(topic);
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
      if (message.origin !== origin && typeof message.topic === 'string') run(message.topic, typeof message.key === 'string' ? message.key : undefined);
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

  return {
    publish(topic, key) {
      run(topic, key);
      if (!publisher) return;
      publisher.publish(channel, JSON.stringify({ origin, topic, ...(key === undefined ? {} : { key }) } satisfies Message)).catch((error: Error) => {
        log.warn({ topic }, `[bus] could not publish: ${error.message} (other processes keep their caches until their TTLs)`);
      });
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    get ready() {
      return ready;
    },
    async ping() {
      if (!publisher) return true;
      // Not connected (Redis away, reconnecting): say so at once rather than wait for a reconnection.
      if (publisher.status !== 'ready') return false;
      try {
        return (await publisher.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      // quit() waits for a connection that may never come back: a client that is not connected just disconnects.
      const end = async (client: Redis | undefined) => {
        if (!client) return;
        if (client.status !== 'ready') return client.disconnect();
        await client.quit().catch(() => client.disconnect());
      };
      await Promise.all([end(publisher), end(subscriber)]);
    },
  };
}
