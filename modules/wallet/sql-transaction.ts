import type { MikroORM, PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';
import { runPipelined, type PipelineStep } from '#platform/db/pipelined-query.ts';
import type { SqlStatement } from '#platform/db/sql-template.ts';

/** What the ledger needs from a transaction: statements built with the `sql` tagged template, rows back. */
export type Sql = {
  execute<T = Record<string, unknown>[]>(statement: SqlStatement): Promise<T>;
  /**
   * The same as a prepared statement: the connection parses and plans it once and later only binds
   * values (planning the ledger's CTEs was a third of the database's work per consume). Parameters
   * are sent typed by their use, so a value in a select list needs a cast (`${value}::int`). The first
   * statement of a transaction is always sent with its BEGIN instead.
   */
  executePrepared<T = Record<string, unknown>[]>(statement: SqlStatement): Promise<T>;
  /** The transaction's last statement, sent together with its COMMIT (one round trip less). */
  executeThenCommit<T = Record<string, unknown>[]>(statement: SqlStatement): Promise<T>;
  /** The same, prepared: the COMMIT runs only if the statement succeeded (one pipeline, decision 073). */
  executePreparedThenCommit<T = Record<string, unknown>[]>(statement: SqlStatement): Promise<T>;
  /** Prepared statements run in order in one round trip (with the BEGIN when first); the rows of each. */
  executeAll(statements: readonly SqlStatement[]): Promise<Record<string, unknown>[][]>;
  /** The same with the COMMIT in the same round trip: it runs only if every statement succeeded. */
  executeAllThenCommit(statements: readonly SqlStatement[]): Promise<Record<string, unknown>[][]>;
  /** Notes a member whose wallet the transaction changes (lockAccount does): told to `onWalletCommit` listeners after the commit. */
  changes?(userId: number): void;
};

type WalletCommitListener = (userId: number) => void;
const commitListeners = new WeakMap<MikroORM, Set<WalletCommitListener>>();

/**
 * Runs `listener` with each member whose wallet a transaction on `orm` changed, once it committed (a
 * rolled-back one tells nothing). Every write of a wallet locks its account first (ledger.ts
 * lockAccount), so every write is seen, whichever service made it. Returns the unsubscribe.
 */
export function onWalletCommit(orm: MikroORM, listener: WalletCommitListener): () => void {
  let listeners = commitListeners.get(orm);
  if (!listeners) commitListeners.set(orm, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tellCommitted(orm: MikroORM, members: Set<number>) {
  const listeners = commitListeners.get(orm);
  if (!listeners || members.size === 0) return;
  for (const userId of members) {
    for (const listener of listeners) {
      // The write is committed whatever a listener does: its failure must not turn it into an error.
      try {
        listener(userId);
      } catch {
        // a cache left to its TTL
      }
    }
  }
}

/** At most this many distinct statement texts are prepared (a guard against SQL built with values in it). */
const PREPARED_MAX = 200;
const prepared = new Map<string, string>();

/** The prepared statement's name for this `$n` text, or null past the guard. */
function preparedName(text: string): string | null {
  let name = prepared.get(text);
  if (!name) {
    if (prepared.size >= PREPARED_MAX) return null;
    name = `wallet_tx_${prepared.size + 1}`;
    prepared.set(text, name);
  }
  return name;
}

/**
 * Runs `work` in one transaction on a client of MikroORM's own pool; values inlined into the simple
 * protocol's text are quoted by MikroORM's platform (`quoteValue`), as `em.execute` quotes them. Unlike `em.transactional`, a connection that dies mid-transaction (server restart,
 * pg_terminate_backend) is destroyed instead of leaked: Kysely 0.29 releases a transaction's connection
 * only after a successful COMMIT or ROLLBACK, so each dead one stayed checked out until the pool was
 * exhausted and every later request waited for ever (wallet-crash.test.ts shows both).
 */
export async function inTransaction<T>(orm: MikroORM, work: (sql: Sql) => Promise<T>, options: { lockTimeoutMs?: number } = {}): Promise<T> {
  const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
  const platform = orm.em.getPlatform();
  const quote = (value: unknown) => String(platform.quoteValue(value));
  const client: PoolClient = await pool.connect();
  // BEGIN rides with the first statement (one round trip less): parameters are inlined, so the
  // simple query protocol takes both, and the result of the last one is the statement's.
  let begun = false;
  let committed = false;
  // What `execute` sends with its first statement, as pipeline steps (the same settings, see there).
  const openingSteps = (): PipelineStep[] => [
    { text: 'begin' },
    { text: 'set local plan_cache_mode = force_generic_plan' },
    ...(options.lockTimeoutMs ? [{ text: `set local lock_timeout = ${Math.max(1, Math.trunc(options.lockTimeoutMs))}` }] : []),
  ];
  const members = new Set<number>();
  const sql: Sql = {
    changes: (userId) => void members.add(userId),
    execute: async <R>(statement: SqlStatement) => {
      const text = statement.inlined(quote);
      if (begun) return (await client.query(text)).rows as R;
      begun = true;
      // A lock held too long (a stuck transaction) fails this one with 55P03 instead of waiting for ever.
      const lockTimeout = options.lockTimeoutMs ? `set local lock_timeout = ${Math.max(1, Math.trunc(options.lockTimeoutMs))}; ` : '';
      // The prepared ledger statements all look up one member's rows by key: one generic plan fits every
      // member, and the default (re-planning while custom plans look cheaper) kept planning them.
      const results = (await client.query(`begin; set local plan_cache_mode = force_generic_plan; ${lockTimeout}${text}`)) as unknown as { rows: unknown[] }[];
      return results[results.length - 1]!.rows as R;
    },
    executePrepared: async <R>(statement: SqlStatement) => {
      if (!begun) return (await sql.executeAll([statement]))[0] as R;
      const { text, values } = statement.numbered();
      const name = preparedName(text);
      if (!name) return sql.execute<R>(statement);
      return (await client.query({ name, text, values })).rows as R;
    },
    executeAll: async (statements) => {
      const opening = begun ? [] : openingSteps();
      begun = true;
      const results = await runPipelined(client, [...opening, ...statements.map(preparedStep)]);
      return results.slice(opening.length) as Record<string, unknown>[][];
    },
    executeAllThenCommit: async (statements) => {
      const opening = begun ? [] : openingSteps();
      begun = true;
      const results = await runPipelined(client, [...opening, ...statements.map(preparedStep), { text: 'commit' }]);
      committed = true;
      return results.slice(opening.length, opening.length + statements.length) as Record<string, unknown>[][];
    },
    executePreparedThenCommit: async <R>(statement: SqlStatement) => {
      if (!begun) throw new Error('executePreparedThenCommit must not be the first statement');
      const [rows] = await runPipelined(client, [preparedStep(statement), { text: 'commit' }]);
      committed = true;
      return rows as R;
    },
    executeThenCommit: async <R>(statement: SqlStatement) => {
      if (!begun) throw new Error('executeThenCommit must not be the first statement');
      const results = (await client.query(`${statement.inlined(quote)}; commit`)) as unknown as { rows: unknown[] }[];
      committed = true;
      return results[0]!.rows as R;
    },
  };
  let broken: Error | undefined;
  try {
    const result = await work(sql);
    if (begun && !committed) await client.query('commit');
    tellCommitted(orm, members);
    return result;
  } catch (error) {
    // A failure after executeThenCommit's COMMIT: the change stands.
    if (committed) tellCommitted(orm, members);
    try {
      await client.query('rollback');
    } catch (rollbackError) {
      broken = rollbackError as Error;
    }
    throw error;
  } finally {
    // An error given to release() makes the pool drop the client instead of reusing it.
    client.release(broken);
  }
}

/** A statement as a prepared pipeline step (unnamed past the guard on distinct texts). */
function preparedStep(statement: SqlStatement): PipelineStep {
  const { text, values } = statement.numbered();
  return { name: preparedName(text), text, values };
}

/** The same statements outside a transaction, each on its own pooled connection (reads for pages). */
export function poolSql(orm: MikroORM): Pick<Sql, 'execute'> {
  return {
    execute: async <R>(statement: SqlStatement) => {
      const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
      const { text, values } = statement.numbered();
      return (await pool.query(text, values)).rows as R;
    },
  };
}
