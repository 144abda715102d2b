import type { Pool, PoolClient } from 'pg';
import { isConnectionLost, noteConnectionLoss } from './connection-errors.ts';

/**
 * Gives a checked-out client whose connection ended (server restart, pg_terminate_backend, network)
 * back to the pool with an error, so the pool drops it and its slot is free again.
 *
 * Kysely 0.29 (under MikroORM's `em.transactional`) releases a transaction's connection only after a
 * successful COMMIT or ROLLBACK (kysely issue #1990): a connection killed mid-transaction stayed
 * checked out for ever, and after `pool.max` of them every later query waited for ever.
 * Lost and refused connections are also counted (connection-errors.ts), so a page that failed
 * because of one answers 503.
 * The wallet's own transactions (modules/wallet/sql-transaction.ts) release correctly; this guard
 * covers every other transaction and query on the pool. Installed by `ormOptions` (orm.ts).
 */
export function guardCheckedOutClients(pool: Pool): void {
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => void checkedOut.add(client));
  pool.on('release', (_error, client) => void checkedOut.delete(client as PoolClient));
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  // The promise form (the one Kysely uses): a refused connection counts too.
  pool.connect = ((...args: unknown[]) =>
    args.length ? (connect as (...a: unknown[]) => unknown)(...args) : connect().catch((error: unknown) => {
      noteConnectionLoss();
      throw error;
    })) as Pool['connect'];
  pool.on('connect', (client) => {
    // A query that failed because its connection was lost (e.g. 57P01 from pg_terminate_backend).
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) result.catch((error: unknown) => isConnectionLost(error) && noteConnectionLoss());
      return result;
    }) as typeof client.query;
    // A checked-out client has no listener of the pool's: its connection's error (the server ended
    // it) must not become an uncaught exception; the query that was running fails with it anyway.
    client.on('error', (error) => void (isConnectionLost(error) && noteConnectionLoss()));
    client.on('end', () => {
      if (!checkedOut.has(client)) return;
      noteConnectionLoss();
      checkedOut.delete(client);
      client.release(new Error('the database connection ended while checked out'));
      // Whoever still holds the client may release it later: that must not throw "already released".
      client.release = () => {};
    });
  });
}
