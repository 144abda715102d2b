import type { Pool, PoolClient } from 'pg';
import { noteUnavailable } from '../errors/unavailable.ts';
import { isConnectionLost, isUnavailable } from './connection-errors.ts';

/**
 * Gives a checked-out client whose connection ended (server restart, pg_terminate_backend, network)
 * back to the pool with an error, so the pool drops it and its slot is free again.
 *
 * Kysely 0.29 (under MikroORM's `em.transactional`) releases a transaction's connection only after a
 * successful COMMIT or ROLLBACK (kysely issue #1990): a connection killed mid-transaction stayed
 * checked out for ever, and after `pool.max` of them every later query waited for ever.
 * Lost and refused connections, acquire timeouts and cancelled statements are also counted
 * (platform/errors/unavailable.ts), so a page that failed because of one answers 503.
 * The wallet's own transactions (modules/wallet/sql-transaction.ts) release correctly; this guard
 * covers every other transaction and query on the pool. Installed by `ormOptions` (orm.ts).
 */
export function guardCheckedOutClients(pool: Pool): void {
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => void checkedOut.add(client));
  pool.on('release', (_error, client) => void checkedOut.delete(client as PoolClient));
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  // Both forms: the promise one (Kysely's) and the callback one (pool.query's, under the prepared statements).
  // A refused connection or an acquire timeout counts too.
  pool.connect = ((...args: unknown[]) => {
    const callback = args[0];
    if (typeof callback === 'function') {
      return connect((error: unknown, ...rest: unknown[]) => {
        if (error) noteUnavailable();
        return (callback as (...a: unknown[]) => unknown)(error, ...rest);
      });
    }
    return (connect() as Promise<PoolClient>).catch((error: unknown) => {
      noteUnavailable();
      throw error;
    });
  }) as Pool['connect'];
  pool.on('connect', (client) => {
    // A query that failed because its connection was lost (e.g. 57P01 from pg_terminate_backend) or its
    // statement timeout cancelled it (57014), in the promise form or the callback one (pool.query's).
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, ...rest: unknown[]) => {
          if (error && isUnavailable(error)) noteUnavailable();
          return (callback as (...a: unknown[]) => unknown)(error, ...rest);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.catch((error: unknown) => isUnavailable(error) && noteUnavailable());
      return result;
    }) as typeof client.query;
    // A checked-out client has no listener of the pool's: its connection's error (the server ended
    // it) must not become an uncaught exception; the query that was running fails with it anyway.
    client.on('error', (error) => void (isConnectionLost(error) && noteUnavailable()));
    client.on('end', () => {
      if (!checkedOut.has(client)) return;
      noteUnavailable();
      checkedOut.delete(client);
      client.release(new Error('the database connection ended while checked out'));
      // Whoever still holds the client may release it later: that must not throw "already released".
      client.release = () => {};
    });
  });
}
