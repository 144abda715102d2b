import type { Server } from 'node:http';
import { log } from '../log/logger.ts';

export type DrainOptions = {
  /** How long readiness answers 503 before the listener closes, so the balancer stops sending first. */
  delayMs: number;
  /** Longest wait for the requests in flight; then the process stops anyway. */
  timeoutMs: number;
};

/**
 * Graceful stop of an HTTP server: `draining` turns true (readiness answers 503), after `delayMs` the
 * listener closes (no new connections), idle keep-alive connections are closed as they become idle,
 * and `drain()` resolves when every connection has ended (responses fully streamed) or at `timeoutMs`.
 */
export function createDrain() {
  const servers = new Set<Server>();
  let draining = false;

  const closeOne = (server: Server, timeoutMs: number) =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const give = setTimeout(() => {
        log.warn(`[drain] requests still running after ${timeoutMs} ms; closing their connections`);
        server.closeAllConnections();
      }, timeoutMs);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(give);
        resolve();
      });
    });

  return {
    /** True from the start of a drain: readiness answers 503. */
    get draining() {
      return draining;
    },
    /** The server whose connections a drain waits for (the one the process listens with). */
    attach(server: Server) {
      servers.add(server);
    },
    async drain(options: DrainOptions): Promise<void> {
      if (draining) return;
      draining = true;
      log.info(`[drain] not ready any more; closing the listener in ${options.delayMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      await Promise.all([...servers].map((server) => closeOne(server, options.timeoutMs)));
      log.info('[drain] every request answered');
    },
  };
}

export type Drain = ReturnType<typeof createDrain>;
