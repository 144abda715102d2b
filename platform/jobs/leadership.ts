import pg from 'pg';
import { log as processLog } from '../log/logger.ts';

export type LeadershipCycle = {
  /** The leadership connection, alive and checked a moment ago (its session holds the lock when leading). */
  client: pg.Client;
  leader: boolean;
  /** Aborted when this process loses the lead (its connection failed or the leadership stopped). */
  signal: AbortSignal;
};

export type LeadershipOptions = {
  connectionString: string;
  /** The advisory lock's key: processes contending for the same lead use the same key. */
  lockKey: bigint;
  /** How often a follower tries for the lock and the leader checks its connection. */
  everyMs: number;
  /** Shown in pg_stat_activity.application_name, so `leaderOf` can name the leader. */
  name: string;
  /** Runs after each successful check (leader or follower), on the leadership connection; the next check waits for it. */
  onCycle?: (cycle: LeadershipCycle) => Promise<void>;
  /** Runs once at stop, on the leadership connection when there is one, after the last cycle and before the lead is released. */
  onStop?: (client: pg.Client) => Promise<void>;
  onChange?: (leader: boolean) => void;
  log?: (message: string) => void;
};

export type Leadership = {
  readonly leader: boolean;
  /**
   * Runs `work` on the leadership connection between two checks (never while one is using it), as soon as
   * the current check is done; nothing when there is no connection.
   */
  use(work: (client: pg.Client) => Promise<void>): Promise<void>;
  /** Releases the lead at once (the lock goes with the connection) and stops contending. */
  stop(): Promise<void>;
};

/**
 * Leadership among the processes sharing one PostgreSQL database: the process whose dedicated
 * connection holds the session advisory lock `lockKey` leads. PostgreSQL releases the lock when that
 * connection ends, so a leader killed outright loses the lead as soon as its socket closes; a leader
 * that cannot reach the database steps down itself when its check fails or times out. The server also
 * probes the connection (TCP keepalives, set below) so that a vanished host's lock is released within
 * about 15 s. Followers try every `everyMs`.
 */
export function startLeadership(options: LeadershipOptions): Leadership {
  const log = options.log ?? ((message) => processLog.warn(message));
  let client: pg.Client | undefined;
  let leader = false;
  let lost = new AbortController();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cycle: Promise<void> | undefined;
  // One query at a time on the connection: checks and `use` take turns.
  let lane: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = lane.then(task, task);
    lane = run.catch(() => undefined);
    return run;
  };

  const stepDown = (reason: string) => {
    if (leader) {
      leader = false;
      lost.abort(new Error(`leadership lost: ${reason}`));
      log(`[leadership] ${options.name} lost the lead: ${reason}`);
      options.onChange?.(false);
    }
    const dead = client;
    client = undefined;
    dead?.end().catch(() => undefined);
  };

  const connect = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({
      connectionString: options.connectionString,
      application_name: options.name,
      keepAlive: true,
      connectionTimeoutMillis: Math.max(options.everyMs * 4, 2000),
      // A check slower than this counts as a lost connection (the lead is given up).
      query_timeout: Math.max(options.everyMs * 4, 2000),
    });
    fresh.on('error', (error) => {
      if (client === fresh) stepDown(error.message);
    });
    try {
      await fresh.connect();
      // The server side notices a silent client after about 5 + 3 × 3 s and ends its session (and the lock).
      await fresh.query('set tcp_keepalives_idle = 5; set tcp_keepalives_interval = 3; set tcp_keepalives_count = 3');
    } catch (error) {
      await fresh.end().catch(() => undefined);
      throw error;
    }
    return fresh;
  };

  const check = async () => {
    try {
      client ??= await connect();
      const current = client;
      if (!leader) {
        const { rows } = await current.query<{ got: boolean }>('select pg_try_advisory_lock($1::bigint) as got', [options.lockKey.toString()]);
        if (rows[0]?.got && client === current) {
          leader = true;
          lost = new AbortController();
          options.onChange?.(true);
        }
      } else {
        await current.query('select 1');
      }
      if (client === current) await options.onCycle?.({ client: current, leader, signal: lost.signal });
    } catch (error) {
      stepDown(error instanceof Error ? error.message : String(error));
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      cycle = serial(check).finally(() => {
        cycle = undefined;
        schedule();
      });
    }, options.everyMs);
    timer.unref?.();
  };
  cycle = serial(check).finally(() => {
    cycle = undefined;
    schedule();
  });

  return {
    get leader() {
      return leader;
    },
    use(work) {
      return serial(async () => {
        if (client) await work(client);
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await cycle;
      if (options.onStop) await serial(async () => (client ? options.onStop!(client) : undefined)).catch((error: unknown) => log(`[leadership] ${options.name} could not finish: ${error instanceof Error ? error.message : String(error)}`));
      if (leader) {
        leader = false;
        lost.abort(new Error('leadership stopped'));
        options.onChange?.(false);
      }
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

/** The application_name of the process leading for `lockKey`, or null: for logs, health pages and tests. */
export async function leaderOf(queryable: Pick<pg.Client, 'query'>, lockKey: bigint): Promise<string | null> {
  const { rows } = await queryable.query<{ name: string }>(
    `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.objsubid = 1 and l.database = (select oid from pg_database where datname = current_database())
        and ((l.classid::bigint << 32) | l.objid::bigint) = $1::bigint`,
    [lockKey.toString()],
  );
  return rows[0]?.name ?? null;
}
