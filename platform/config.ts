import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1, 'must be a port number').max(65_535, 'must be a port number');
/** Milliseconds, seconds, counts: a whole number at least `min`. */
const whole = (min: number) =>
  z
    .string()
    .regex(/^\d+$/, min > 0 ? 'must be a positive whole number' : 'must be a whole number (0 or more)')
    .transform(Number)
    .pipe(z.number().min(min, min > 0 ? 'must be a positive whole number' : 'must be a whole number (0 or more)'));
const flag = z.enum(['1', '0', 'true', 'false'], { error: 'must be 1, 0, true or false' }).transform((v) => v === '1' || v === 'true');
const url = (...protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol.slice(0, -1));
      } catch {
        return false;
      }
    },
    { error: `must be a ${protocols.join('/')} URL` },
  );
const httpUrl = url('http', 'https');
/** `id:base64key,id:base64key`, each key 32 bytes (the affiliate module's key ring of bank account numbers). */
const keyRing = z.string().refine(
  (value) =>
    value.split(',').every((entry) => {
      const [id, key, ...rest] = entry.trim().split(':');
      return rest.length === 0 && /^[A-Za-z0-9_-]{1,16}$/.test(id ?? '') && /^[A-Za-z0-9+/]{43}=?$/.test(key ?? '') && Buffer.from(key!, 'base64').length === 32;
    }),
  { error: 'must be <id>:<32 bytes in base64>, comma-separated (the first encrypts)' },
);

/**
 * Every environment variable the server, its modules and platform read (the README lists them), each
 * with its check. Unset and empty are the same.
 */
const schema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: port.optional(),
  DATABASE_URL: url('postgres', 'postgresql').optional(),
  EMBEDDED_PG_PORT: port.optional(),
  YOMIBA_DATA_DIR: z.string().optional(),
  YOMIBA_DEMO: flag.optional(),
  SEED_TITLES: whole(0).optional(),
  DB_POOL_MAX: whole(1).optional(),
  DATABASE_READ_URL: url('postgres', 'postgresql').optional(),
  DB_READ_POOL_MAX: whole(1).optional(),
  DB_ACQUIRE_TIMEOUT_MS: whole(1).optional(),
  DB_STATEMENT_TIMEOUT_MS: whole(0).optional(),
  CACHE_LOAD_TIMEOUT_MS: whole(0).optional(),
  REQUEST_DEADLINE_MS: whole(0).optional(),
  DRAIN_TIMEOUT_MS: whole(0).optional(),
  DRAIN_DELAY_MS: whole(0).optional(),
  IMAGE_STORE_DIR: z.string().optional(),
  DB_DEBUG: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be fatal, error, warn, info, debug, trace or silent' }).optional(),
  PAGE_CACHE_TTL_MS: whole(0).optional(),
  PERSONAL_PAGE_TTL_MS: whole(0).optional(),
  TITLE_DETAIL_CACHE_TTL_MS: whole(0).optional(),
  RELATED_CACHE_TTL_MS: whole(0).optional(),
  STORE_CACHE_TTL_MS: whole(0).optional(),
  SEARCH_CACHE_TTL_MS: whole(0).optional(),
  PAGE_CACHE_STALE_MS: whole(0).optional(),
  ANSWER_CACHE_STALE_MS: whole(0).optional(),
  MEMBER_STATE_TTL_MS: whole(0).optional(),
  SESSION_ROW_TTL_MS: whole(0).optional(),
  RANKINGS_REFRESH_MS: whole(0).optional(),
  REDIS_URL: url('redis', 'rediss').optional(),
  REDIS_BUS_CHANNEL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().regex(/^[\x21-\x7e]{1,100}$/, 'must be 1-100 printable ASCII characters without spaces').optional(),
  TRUST_PROXY: flag.optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  SIGNUPS_PER_ADDRESS: whole(1).optional(),
  PUBLIC_URL: httpUrl.optional(),
  YOMIBA_ENV: z.enum(['development', 'staging', 'production'], { error: 'must be development, staging or production' }).optional(),
  SPA: flag.optional(),
  SMTP_URL: url('smtp', 'smtps').optional(),
  MAIL_FROM: z.string().optional(),
  MAIL_SEND_LEASE_MS: whole(1).optional(),
  MAIL_MAX_ATTEMPTS: whole(1).optional(),
  MAIL_RETRY_BASE_MS: whole(1).optional(),
  MAIL_QUEUE_INTERVAL_MS: whole(1).optional(),
  JOBS: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  JOBS_LEASE_MS: whole(1).optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'none'], { error: 'must be sandbox or none' }).optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().optional(),
  PAYMENT_SETTLE_INTERVAL_MS: whole(1).optional(),
  EPISODE_NOTICE_INTERVAL_MS: whole(1).optional(),
  EPISODE_DIGEST_INTERVAL_MS: whole(1).optional(),
  PAYMENT_CONFIRM_TIMEOUT_MS: whole(1).optional(),
  SANDBOX_PAYMENT_DELAY_MS: whole(0).optional(),
  SOCIAL_REDIRECT_ORIGIN: httpUrl.optional(),
  X_CLIENT_ID: z.string().optional(),
  X_CLIENT_SECRET: z.string().optional(),
  X_AUTHORIZATION_URL: httpUrl.optional(),
  X_TOKEN_URL: httpUrl.optional(),
  X_USERINFO_URL: httpUrl.optional(),
  YAHOOJP_CLIENT_ID: z.string().optional(),
  YAHOOJP_CLIENT_SECRET: z.string().optional(),
  YAHOOJP_ISSUER: httpUrl.optional(),
  YAHOOJP_AUTHORIZATION_URL: httpUrl.optional(),
  YAHOOJP_TOKEN_URL: httpUrl.optional(),
  YAHOOJP_USERINFO_URL: httpUrl.optional(),
  YAHOOJP_JWKS_URL: httpUrl.optional(),
  LINE_CHANNEL_ID: z.string().optional(),
  LINE_CHANNEL_SECRET: z.string().optional(),
  LINE_ISSUER: httpUrl.optional(),
  LINE_AUTHORIZATION_URL: httpUrl.optional(),
  LINE_TOKEN_URL: httpUrl.optional(),
  LINE_JWKS_URL: httpUrl.optional(),
  PAYOUT_ACCOUNT_KEYS: keyRing.optional(),
  PAYOUT_REMITTER_CODE: z.string().regex(/^\d{1,10}$/, 'must be 1-10 digits').optional(),
  PAYOUT_REMITTER_NAME: z.string().max(40, 'must be at most 40 characters').optional(),
  PAYOUT_REMITTER_BANK: z.string().regex(/^\d{4}$/, 'must be 4 digits').optional(),
  PAYOUT_REMITTER_BRANCH: z.string().regex(/^\d{3}$/, 'must be 3 digits').optional(),
  PAYOUT_REMITTER_ACCOUNT: z.string().regex(/^\d{7}$/, 'must be 7 digits').optional(),
  DOTMONEY_PROVIDER: z.enum(['sandbox', 'none'], { error: 'must be sandbox or none' }).optional(),
  // The test harness's own variables.
  TEST_DATABASE_URL: url('postgres', 'postgresql').optional(),
  TEST_PG_PORT: port.optional(),
  CHROMIUM_PATH: z.string().optional(),
  /** Set by vitest: quiets the logger unless LOG_LEVEL says otherwise. */
  VITEST: z.string().optional(),
});

export type EnvName = keyof typeof schema.shape;
/** The variables as given (unset when empty), for the functions that parse a group of them (mail, social, payments). */
export type ConfigEnv = Readonly<Partial<Record<EnvName, string>>>;
type Settings = { values: z.infer<typeof schema>; env: ConfigEnv };

/** A configuration variable with a value the server cannot run with; the message names every such variable. */
export class ConfigError extends Error {
  readonly problems: { name: string; message: string; value: string | undefined }[];

  constructor(problems: { name: string; message: string; value: string | undefined }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.name}=${JSON.stringify(p.value ?? '')}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * The key of bank account numbers when PAYOUT_ACCOUNT_KEYS is unset and NODE_ENV is not production
 * (decision 052): development and test data is readable by anyone with the source, which is the point.
 */
const DEV_PAYOUT_ACCOUNT_KEYS = 'dev:ZGVtby1vbmx5LXBheW91dC1hY2NvdW50LWtleSEhISE=';
const keyBytes = (ring: string) => ring.split(',').map((entry) => Buffer.from(entry.trim().split(':')[1] ?? '', 'base64'));
const DEV_KEY = keyBytes(DEV_PAYOUT_ACCOUNT_KEYS)[0]!;
const NEW_KEY_HINT = '<id>:<32 random bytes in base64>, e.g. node -e "console.log(\'k1:\' + require(\'node:crypto\').randomBytes(32).toString(\'base64\'))"';

/**
 * A production build never takes bank account numbers under the development key (issue 29): not given
 * in PAYOUT_ACCOUNT_KEYS, and not by default when the demo runs on it (`npm start`, the end-to-end and
 * bench servers set YOMIBA_DEMO=1 with NODE_ENV=production). A deployment without the demo and without
 * keys refuses bank transfer requests instead (503, decision 052).
 */
function payoutKeysProblem(values: z.infer<typeof schema>): string | undefined {
  if (values.NODE_ENV !== 'production') return undefined;
  const keys = values.PAYOUT_ACCOUNT_KEYS;
  if (keys && keyBytes(keys).some((key) => key.equals(DEV_KEY))) return `must not hold the development key (it is in the source) under NODE_ENV=production: set a key of your own, ${NEW_KEY_HINT}`;
  if (!keys && values.YOMIBA_DEMO) return `must be set when NODE_ENV=production, with YOMIBA_DEMO=1 too (the development key is in the source): ${NEW_KEY_HINT}`;
  return undefined;
}

/** Reads and checks the variables of `env` (throws ConfigError naming each bad one). */
export function loadConfig(env: Record<string, string | undefined>): Settings {
  const given: Partial<Record<EnvName, string>> = {};
  for (const name of Object.keys(schema.shape) as EnvName[]) {
    const value = env[name];
    if (value !== undefined && value !== '') given[name] = value;
  }
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return { name, message: issue.message, value: given[name as EnvName] };
      }),
    );
  }
  const keyProblem = payoutKeysProblem(parsed.data);
  if (keyProblem) throw new ConfigError([{ name: 'PAYOUT_ACCOUNT_KEYS', message: keyProblem, value: given.PAYOUT_ACCOUNT_KEYS }]);
  return { values: parsed.data, env: Object.freeze(given) };
}

let current: Settings | undefined;
const settings = () => (current ??= loadConfig(process.env));
const values = () => settings().values;

/**
 * Forgets the configuration read, so the next use reads the environment again. For tests that change
 * process.env (platform/testing/setup-env.ts does it on every change); the server reads it once.
 */
export function resetConfig(): void {
  current = undefined;
}

export type SiteEnvironment = { name: 'development' | 'staging' | 'production'; apiHost: string; spa: boolean; lang: 'ja' };

/** Runtime configuration, read from the environment once (at the first use) and checked: in one place. */
export const config = {
  /** Reads and checks every variable now: a bad value stops the start with a ConfigError naming it. */
  check(): void {
    settings();
  },
  /** The variables as given, for the functions that parse a group of them. */
  get env(): ConfigEnv {
    return settings().env;
  },
  get port() {
    return values().PORT ?? 3000;
  },
  get databaseUrl() {
    return values().DATABASE_URL;
  },
  get dataDir() {
    return path.resolve(values().YOMIBA_DATA_DIR ?? '.data');
  },
  get embeddedPgPort() {
    return values().EMBEDDED_PG_PORT ?? 54329;
  },
  /**
   * The site's public address (PUBLIC_URL, default http://localhost:3000): absolute links in pages
   * (canonical, og:url, JSON-LD), feeds and mails come from it, never from the request's Host header.
   */
  get publicOrigin() {
    return new URL(process.env.PUBLIC_URL || 'http://localhost:3000').origin;
  },
  /**
   * Which of the spec's environments this is (YOMIBA_ENV; default production under NODE_ENV=production,
   * else development), with its API host (the public origin: the API is served on the site's own port)
   * and its SPA flag (SPA, default on: links navigate in the page; off: every link loads a document).
   */
  get siteEnvironment(): SiteEnvironment {
    const name = values().YOMIBA_ENV ?? (values().NODE_ENV === 'production' ? 'production' : 'development');
    return { name, apiHost: this.publicOrigin, spa: values().SPA ?? true, lang: 'ja' };
  },
  get isProduction() {
    return values().NODE_ENV === 'production';
  },
  /**
   * Demo data (the demo members with their well-known password, the development mailbox): outside
   * production, or in the local production build that `npm start` serves on the embedded database
   * (it sets YOMIBA_DEMO=1). A deployment with NODE_ENV=production and no YOMIBA_DEMO never has them.
   */
  get demoMode() {
    return values().NODE_ENV !== 'production' || values().YOMIBA_DEMO === true;
  },
  /** Titles generated when the database is empty at start. */
  get seedTitles() {
    return values().SEED_TITLES ?? 300;
  },
  /** Connections of the database pool (DB_POOL_MAX, default 10). */
  get dbPoolMax() {
    return values().DB_POOL_MAX ?? 10;
  },
  /**
   * A read replica (or any read-only connection to the same data) for the read-only catalogue, list,
   * store, search and ranking queries (DATABASE_READ_URL); unset: they use the primary.
   */
  get databaseReadUrl() {
    return values().DATABASE_READ_URL;
  },
  /** Connections of the read pool (DB_READ_POOL_MAX, default DB_POOL_MAX). */
  get dbReadPoolMax() {
    return values().DB_READ_POOL_MAX ?? values().DB_POOL_MAX ?? 10;
  },
  /**
   * How long a query waits for a connection of the pool before it fails (DB_ACQUIRE_TIMEOUT_MS, default 5 s):
   * an exhausted pool answers 503, never a request that waits for ever. It bounds opening a connection too.
   */
  get dbAcquireTimeoutMs() {
    return values().DB_ACQUIRE_TIMEOUT_MS ?? 5_000;
  },
  /**
   * How long one statement of the server's pool may run before PostgreSQL cancels it (DB_STATEMENT_TIMEOUT_MS,
   * default 15 s; 0: no limit). Migrations and the command-line scripts run without it (decision 081).
   */
  get dbStatementTimeoutMs() {
    return values().DB_STATEMENT_TIMEOUT_MS ?? 15_000;
  },
  /**
   * How long callers wait for a shared in-flight load of a cache (CACHE_LOAD_TIMEOUT_MS, default 10 s; 0: no
   * limit): past it they are answered with an error (503) and the next caller starts a fresh load.
   */
  get cacheLoadTimeoutMs() {
    return values().CACHE_LOAD_TIMEOUT_MS ?? 10_000;
  },
  /**
   * How long a page or API request may take to produce its response before it is answered 503 (REQUEST_DEADLINE_MS,
   * default 10 s, under the client's 15 s HTTP timeout; 0: none). Purchases get the payment confirmation timeout on top.
   */
  get requestDeadlineMs() {
    return values().REQUEST_DEADLINE_MS ?? 10_000;
  },
  /** How long SIGTERM waits for in-flight requests before the process exits anyway (DRAIN_TIMEOUT_MS, default 20 s). */
  get drainTimeoutMs() {
    return values().DRAIN_TIMEOUT_MS ?? 20_000;
  },
  /** How long SIGTERM keeps serving with /readyz at 503 before closing the listener, so the balancer stops sending first (DRAIN_DELAY_MS, default 0). */
  get drainDelayMs() {
    return values().DRAIN_DELAY_MS ?? 0;
  },
  /** Where rendered images are kept (IMAGE_STORE_DIR, default `<YOMIBA_DATA_DIR>/images`); processes given one directory share renders. */
  get imageStoreDir() {
    const dir = values().IMAGE_STORE_DIR;
    return dir ? path.resolve(dir) : path.join(this.dataDir, 'images');
  },
  /** `1`: MikroORM logs every query. */
  get dbDebug() {
    return values().DB_DEBUG ?? false;
  },
  /** LOG_LEVEL; by default `info`, and `silent` under vitest. */
  get logLevel() {
    return values().LOG_LEVEL ?? (values().VITEST ? 'silent' : 'info');
  },
  /** How long a member's own page (bookshelf, my items) is kept for them (PERSONAL_PAGE_TTL_MS); unset: 10 s (decision 045). */
  get personalPageTtlMs(): number | undefined {
    return values().PERSONAL_PAGE_TTL_MS;
  },
  /** The anonymous page cache's TTL (PAGE_CACHE_TTL_MS); unset: the server entry's default (off in development). */
  get pageCacheTtlMs(): number | undefined {
    return values().PAGE_CACHE_TTL_MS;
  },
  /** How long a title's detail is reused in-process (TITLE_DETAIL_CACHE_TTL_MS, default 30 s; 0: off). */
  get titleDetailCacheTtlMs() {
    return values().TITLE_DETAIL_CACHE_TTL_MS ?? 30_000;
  },
  /** How long a title page's related lists are reused in-process (RELATED_CACHE_TTL_MS, default 5 minutes). */
  get relatedCacheTtlMs() {
    return values().RELATED_CACHE_TTL_MS ?? 300_000;
  },
  /** How long a store search answer is reused in-process (STORE_CACHE_TTL_MS, default 30 s; 0: off). */
  get storeCacheTtlMs() {
    return values().STORE_CACHE_TTL_MS ?? 30_000;
  },
  /** How long a shared search answer is reused in-process (SEARCH_CACHE_TTL_MS, default 30 s; 0: off). */
  get searchCacheTtlMs() {
    return values().SEARCH_CACHE_TTL_MS ?? 30_000;
  },
  /**
   * How long after its TTL an anonymous page render is still answered while one request renders it
   * again (PAGE_CACHE_STALE_MS, default 30 s; 0: an expired page is a miss and every waiting request
   * joins one render). A catalogue or settings change still drops it at once.
   */
  get pageCacheStaleMs() {
    return values().PAGE_CACHE_STALE_MS ?? 30_000;
  },
  /**
   * The same stale window for shared answers: title details, related lists, search answers and
   * suggestions, store answers and ranking pages (ANSWER_CACHE_STALE_MS, default 30 s; 0: off).
   */
  get answerCacheStaleMs() {
    return values().ANSWER_CACHE_STALE_MS ?? 30_000;
  },
  /**
   * How long a member's own part of initialize (balances, unread notices, pending term, last reads) is
   * reused (MEMBER_STATE_TTL_MS, default 30 s; 0: off). Writes drop it at once; the TTL bounds changes
   * that come with time alone (a coin lot expiring, a notice published for later).
   */
  get memberStateTtlMs() {
    return values().MEMBER_STATE_TTL_MS ?? 30_000;
  },
  /**
   * How long a signed-in request's session row (the session and its member's fields) is reused
   * (SESSION_ROW_TTL_MS, default 10 s; 0: read on every request). Sign-outs, revocations and the member's
   * own account changes drop it in every process at once; the TTL bounds what reaches it otherwise.
   */
  get sessionRowTtlMs() {
    return values().SESSION_ROW_TTL_MS ?? 10_000;
  },
  /** Shared store of the abuse limits (platform/http/rate-limit.ts); unset keeps them in process memory. */
  get redisUrl() {
    return values().REDIS_URL;
  },
  /**
   * What this deployment's Redis keys and channel start with (REDIS_KEY_PREFIX), so that deployments
   * sharing one Redis share no limits and hear no invalidations of each other. Default: the database's
   * identity, `yomiba:<host>:<port>/<database>` of DATABASE_URL (`yomiba:embedded:<port>` on the
   * embedded server): the processes of one deployment share a database, two deployments do not.
   */
  get redisKeyPrefix(): string {
    const given = values().REDIS_KEY_PREFIX;
    if (given) return given;
    const database = values().DATABASE_URL;
    if (!database) return `yomiba:embedded:${this.embeddedPgPort}`;
    const url = new URL(database);
    return `yomiba:${url.hostname}:${url.port || '5432'}/${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}`;
  },
  /** The Redis pub/sub channel of cache invalidations (REDIS_BUS_CHANNEL, default `<REDIS_KEY_PREFIX>:invalidate`): one per deployment sharing a Redis. */
  get busChannel() {
    return values().REDIS_BUS_CHANNEL ?? `${this.redisKeyPrefix}:invalidate`;
  },
  /** `1`: a reverse proxy in front sets X-Forwarded-For, whose first address is the client's. */
  get trustProxy() {
    return values().TRUST_PROXY ?? false;
  },
  /** The site's public origin (PUBLIC_URL), when set. */
  get publicUrl() {
    return values().PUBLIC_URL;
  },
  /**
   * The key ring of bank account numbers (PAYOUT_ACCOUNT_KEYS, `id:base64,…`, the first encrypts); unset:
   * the development key outside production, none in production (bank transfer requests answer 503).
   */
  get payoutAccountKeys(): string | undefined {
    return values().PAYOUT_ACCOUNT_KEYS ?? (values().NODE_ENV === 'production' ? undefined : DEV_PAYOUT_ACCOUNT_KEYS);
  },
  /** The payment provider's webhook signing secret; unset, the webhook answers 404. */
  get paymentWebhookSecret() {
    return values().PAYMENT_WEBHOOK_SECRET;
  },
  /** `off`: this process never runs periodic jobs (it stays out of the jobs' leader election, decision 042). */
  get jobsEnabled() {
    return values().JOBS !== 'off';
  },
  /** How long a job run's claim lasts unless renewed (JOBS_LEASE_MS, default 15 s): bounds a dead process's run being taken over. */
  get jobsLeaseMs() {
    return values().JOBS_LEASE_MS ?? 15_000;
  },
  /** How often pending purchases are settled with the provider (PAYMENT_SETTLE_INTERVAL_MS, default 60 s). */
  get paymentSettleIntervalMs() {
    return values().PAYMENT_SETTLE_INTERVAL_MS ?? 60_000;
  },
  /** How often new episodes of favourites are told to their members (EPISODE_NOTICE_INTERVAL_MS, default 60 s). */
  get episodeNoticeIntervalMs() {
    return values().EPISODE_NOTICE_INTERVAL_MS ?? 60_000;
  },
  /** How often the new-episode digest mails are looked for (EPISODE_DIGEST_INTERVAL_MS, default 1 hour; sent from 07:00 JST). */
  get episodeDigestIntervalMs() {
    return values().EPISODE_DIGEST_INTERVAL_MS ?? 60 * 60_000;
  },
  /** How often the server recomputes the rankings (RANKINGS_REFRESH_MS, default 10 minutes; 0: only at start). */
  get rankingRefreshMs() {
    return values().RANKINGS_REFRESH_MS ?? 10 * 60_000;
  },
  /**
   * Sign-ups per client address in 10 minutes (SIGNUPS_PER_ADDRESS, default 30). The end-to-end server
   * raises it: every browser of the suite signs up from 127.0.0.1.
   */
  get signUpsPerAddress() {
    return values().SIGNUPS_PER_ADDRESS;
  },
  /** The test runs' PostgreSQL server (TEST_DATABASE_URL); unset: an embedded one on TEST_PG_PORT. */
  get testDatabaseUrl() {
    return values().TEST_DATABASE_URL;
  },
  get testPgPort() {
    return values().TEST_PG_PORT ?? 54339;
  },
  /** The browser of the browser tests (CHROMIUM_PATH), when set. */
  get chromiumPath() {
    return values().CHROMIUM_PATH;
  },
};
