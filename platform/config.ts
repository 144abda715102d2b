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

/** The sections of docs/configuration.md, in order: scripts/config-docs.ts writes the page from the schema below. */
export const CONFIG_GROUPS = {
  server: 'Server and database',
  caches: 'Caches',
  processes: 'Several processes: Redis, jobs, drain',
  security: 'Sessions, proxies and limits',
  mail: 'Mail',
  payments: 'Payments and payouts',
  social: 'Social sign-in',
  tests: 'Tests',
} as const;

/** What docs/configuration.md says of a variable: its section, its default in words, what it does. */
export type ConfigDoc = { group: keyof typeof CONFIG_GROUPS; default: string; description: string };
const doc = (group: ConfigDoc['group'], fallback: string, description: string): ConfigDoc => ({ group, default: fallback, description });

/**
 * Every environment variable the server, its modules and platform read, each with its check and its
 * documentation (docs/configuration.md is generated from it). Unset and empty are the same.
 */
export const configSchema = z.object({
  NODE_ENV: z.string().optional().meta(doc('server', 'unset', '`production`: a deployment. No demo data or developer pages unless `YOMIBA_DEMO=1`, `SESSION_SECRET` required, `/dev/mailbox/` answers 404, the development payout key refused')),
  PORT: port.optional().meta(doc('server', '3000', 'the one HTTP port: pages, `/api/…`, `/payment/api/…`, `/img/…`')),
  DATABASE_URL: url('postgres', 'postgresql').optional().meta(doc('server', 'unset: the embedded PostgreSQL', 'use this PostgreSQL (e.g. `postgres://postgres@127.0.0.1:5432/yomiba`) instead of the embedded one. Create the database beforehand with a UTF-8 ctype (Japanese trigram search needs it): `CREATE DATABASE yomiba TEMPLATE template0 ENCODING \'UTF8\' LC_CTYPE \'C.UTF-8\' LC_COLLATE \'C.UTF-8\';`')),
  EMBEDDED_PG_PORT: port.optional().meta(doc('server', '54329', 'port of the embedded PostgreSQL (127.0.0.1 only)')),
  YOMIBA_DATA_DIR: z.string().optional().meta(doc('server', '`.data`', 'the embedded database (`pg/`) and the rendered image cache (`images/`)')),
  YOMIBA_DEMO: flag.optional().meta(doc('server', 'unset', '`1`: demo mode even with `NODE_ENV=production`: the demo seed on a fresh database and the demo\'s generated covers and pages (`npm start` sets it on the embedded database); also keeps the developer samples (`/sample/*`, `/check500/`, `/api/v1/sample/*`), which a production deployment answers 404')),
  SEED_TITLES: whole(0).optional().meta(doc('server', '300', 'demo mode only: titles the demo generates when the catalogue is empty at start (0: none); a production start never seeds')),
  DB_POOL_MAX: whole(1).optional().meta(doc('server', '10', 'connections of the database pool, per process')),
  DATABASE_READ_URL: url('postgres', 'postgresql').optional().meta(doc('server', 'unset: the primary', 'a read replica (or any read-only connection to the same data) for the read-only catalogue, list, store, search and ranking queries (decision 041)')),
  DB_READ_POOL_MAX: whole(1).optional().meta(doc('server', '`DB_POOL_MAX`', 'connections of the read pool')),
  DB_ACQUIRE_TIMEOUT_MS: whole(1).optional().meta(doc('server', '5000', 'how long a query waits for a connection of the pool (opening one included) before it fails: an exhausted pool answers 503, it never waits for ever (decision 081)')),
  DB_STATEMENT_TIMEOUT_MS: whole(0).optional().meta(doc('server', '15000', 'the server\'s statements are cancelled by PostgreSQL past this (503); 0: no limit. Migrations and the `npm run` scripts (seed, wallet:reconcile, rankings:refresh, the benches) run without it')),
  CACHE_LOAD_TIMEOUT_MS: whole(0).optional().meta(doc('server', '10000', 'how long the requests sharing one in-process cache load wait for it: past it they answer 503 and the next request loads afresh (0: no limit)')),
  REQUEST_DEADLINE_MS: whole(0).optional().meta(doc('server', '10000', 'a page or API request without its response by then is answered 503 (the API\'s JSON or the error page, `Retry-After: 1`), under the client\'s 15 s HTTP timeout; purchases get `PAYMENT_CONFIRM_TIMEOUT_MS` on top; 0: none')),
  DRAIN_TIMEOUT_MS: whole(0).optional().meta(doc('processes', '20000', 'on SIGTERM, the longest wait for requests in flight before the process exits anyway')),
  DRAIN_DELAY_MS: whole(0).optional().meta(doc('processes', '0', 'on SIGTERM, how long the process keeps serving with `/readyz` at 503 before closing its listener, so the balancer stops sending first (`npm run cluster` sets 1500)')),
  IMAGE_STORE_DIR: z.string().optional().meta(doc('server', '`<YOMIBA_DATA_DIR>/images`', 'rendered covers and pages; processes given one directory share their renders')),
  DB_DEBUG: flag.optional().meta(doc('server', 'unset', '`1`: log every SQL query')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be fatal, error, warn, info, debug, trace or silent' }).optional().meta(doc('server', '`info`; `silent` under vitest', '`debug` adds one line per API request. Logs are JSON lines on stdout (pino); the lines of an API request carry its `reqId`, answered as `X-Request-Id` by the API and the pages')),
  PAGE_CACHE_TTL_MS: whole(0).optional().meta(doc('caches', '30000 (0 under `waku dev`)', 'micro-cache of anonymous page renders (0 turns it off; decision 003)')),
  PERSONAL_PAGE_TTL_MS: whole(0).optional().meta(doc('caches', '10000', 'how long a member\'s own /bookshelf/ and /myitem/ render is kept for them (dropped by their writes; 0 turns it off; decision 045)')),
  TITLE_DETAIL_CACHE_TTL_MS: whole(0).optional().meta(doc('caches', '30000', 'in-process reuse of a title\'s detail for title pages, members\' renders included (0 turns it off)')),
  RELATED_CACHE_TTL_MS: whole(0).optional().meta(doc('caches', '300000', 'in-process reuse of a title page\'s related lists')),
  STORE_CACHE_TTL_MS: whole(0).optional().meta(doc('caches', '30000', 'in-process reuse of store search answers (0 turns it off)')),
  SEARCH_CACHE_TTL_MS: whole(0).optional().meta(doc('caches', '30000', 'in-process reuse of search answers and suggestions shared by an audience (0 turns it off)')),
  PAGE_CACHE_STALE_MS: whole(0).optional().meta(doc('caches', '30000', 'after its TTL an anonymous page is still answered this long while one request renders it again (no stampede; 0 turns it off). A catalogue or settings change still drops it at once')),
  ANSWER_CACHE_STALE_MS: whole(0).optional().meta(doc('caches', '30000', 'the same stale window for title details, related lists, search and store answers and ranking pages')),
  MEMBER_STATE_TTL_MS: whole(0).optional().meta(doc('caches', '30000', 'reuse of a member\'s own part of initialize (balances, unread notices, pending term, last reads), dropped at once by the writes that change it (0 turns it off)')),
  SESSION_ROW_TTL_MS: whole(0).optional().meta(doc('caches', '10000', 'reuse of a signed-in request\'s session row (the session and its member\'s fields): sign-outs, revocations and the member\'s own account changes drop it in every process at once (0: read on every request; decision 063)')),
  RANKINGS_REFRESH_MS: whole(0).optional().meta(doc('processes', '600000', 'the rankings are recomputed when a process takes the jobs\' lead (with one process: at its start) and then this often (0: only when a process takes the lead)')),
  REDIS_URL: url('redis', 'rediss').optional().meta(doc('processes', 'unset: per process, in memory', 'keep the abuse limits (e.g. contact form: 5 per 10 minutes per address) in this Redis, shared by every server process (e.g. `redis://127.0.0.1:6379`), and carry the invalidation bus between processes. Redis unreachable: per-process limits, logged once, and `/readyz` answers 200 `degraded` (decision 044)')),
  REDIS_BUS_CHANNEL: z.string().optional().meta(doc('processes', '`<REDIS_KEY_PREFIX>:invalidate`', 'the Redis pub/sub channel on which the processes of one deployment tell each other to drop cached content (content blocks, titles, rankings, site settings, anonymous pages)')),
  REDIS_KEY_PREFIX: z.string().regex(/^[\x21-\x7e]{1,100}$/, 'must be 1-100 printable ASCII characters without spaces').optional().meta(doc('processes', '`yomiba:<host>:<port>/<database>` of `DATABASE_URL` (`yomiba:embedded:<port>` on the embedded server)', 'what this deployment\'s Redis keys (limits: `<prefix>:rl:<limit>:<key>`) and bus channel start with: deployments sharing one Redis share no limits')),
  TRUST_PROXY: flag.optional().meta(doc('security', 'unset', '`1`: a reverse proxy in front sets `X-Forwarded-For` (its first address is taken as the client\'s) and `X-Forwarded-Proto` (`https` makes the session cookie `__Host-`/Secure and adds HSTS); only behind a proxy that overwrites both headers')),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters long').optional().meta(doc('security', 'unset; `npm start` generates one into `.data/session-secret`', 'key of the session cookie; required when `NODE_ENV=production`')),
  SIGNUPS_PER_ADDRESS: whole(1).optional().meta(doc('security', '30', 'sign-ups allowed per client address in 10 minutes (the e2e server raises it: all its browsers share 127.0.0.1)')),
  PUBLIC_URL: httpUrl.optional().meta(doc('security', '`http://localhost:3000`', 'the site\'s public origin: links in mails and every absolute address in pages (canonical, og:url, JSON-LD) and feeds; the Host header is never used (decision 033)')),
  YOMIBA_ENV: z.enum(['development', 'staging', 'production'], { error: 'must be development, staging or production' }).optional().meta(doc('server', 'production under `NODE_ENV=production`, else development', 'the spec\'s environment. Pages carry it (with the API host, the public origin, and the SPA flag) in a JSON block `#yomiba-environment`; staging adds `noindex, nofollow` to every page and `X-Robots-Tag` to every answer, and /staff/firebasedemo/ shows it')),
  SPA: flag.optional().meta(doc('server', '1', 'the environment\'s SPA flag: links navigate inside the page (0: every link loads a document)')),
  SMTP_URL: url('smtp', 'smtps').optional().meta(doc('mail', 'unset: the `mail_outbox` table', 'send mail over SMTP (e.g. `smtp://user:pass@mail.example:587`); unset, every mail is kept in `mail_outbox` and listed at `/dev/mailbox/` (404 when `NODE_ENV=production`)')),
  MAIL_FROM: z.string().optional().meta(doc('mail', '`読み場 <no-reply@yomiba.test>`', 'the sender of every mail')),
  MAIL_SEND_LEASE_MS: whole(1).optional().meta(doc('mail', '60000', 'how long one attempt holds a queued mail before another process may take it; every SMTP step gives up within a quarter of it')),
  MAIL_MAX_ATTEMPTS: whole(1).optional().meta(doc('mail', '8', 'attempts before a mail is given up with an error log (about 2 hours of retries)')),
  MAIL_RETRY_BASE_MS: whole(1).optional().meta(doc('mail', '30000', 'the wait after a failed attempt, doubled after each next one')),
  MAIL_QUEUE_INTERVAL_MS: whole(1).optional().meta(doc('mail', '5000', 'how often the jobs\' leader looks for queued mail that is due (decision 044)')),
  JOBS: z.enum(['on', 'off'], { error: 'must be on or off' }).optional().meta(doc('processes', '`on`', 'every server process takes part in electing one leader through PostgreSQL, which alone runs the periodic jobs (decision 042); `off`: this process never leads nor runs a job')),
  JOBS_LEASE_MS: whole(1).optional().meta(doc('processes', '15000', 'how long a job run\'s claim lasts unless its process renews it: after a process dies mid-run, another takes the run over within about this long (leadership itself moves within a fifth of it)')),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'none'], { error: 'must be sandbox or none' }).optional().meta(doc('payments', 'the sandbox outside production, in the local demo and on the embedded database; else `none`', 'the payment provider of coin purchases (decision 014); `none`: purchases answer 503')),
  PAYMENT_WEBHOOK_SECRET: z.string().optional().meta(doc('payments', 'unset: the webhook answers 404', 'signing secret of the payment provider\'s webhook `POST /payment/api/v1/webhook/payment/` (decision 024)')),
  PAYMENT_SETTLE_INTERVAL_MS: whole(1).optional().meta(doc('payments', '60000', 'how often the jobs\' leader reads pending purchases again from the provider')),
  EPISODE_NOTICE_INTERVAL_MS: whole(1).optional().meta(doc('processes', '60000', 'how often new episodes of favourites are told to their members in /message/ (decision 055)')),
  EPISODE_DIGEST_INTERVAL_MS: whole(1).optional().meta(doc('processes', '3600000', 'how often the new-episode digest mails are looked for (sent from 07:00 JST)')),
  PAYMENT_CONFIRM_TIMEOUT_MS: whole(1).optional().meta(doc('payments', '10000', 'how long a purchase waits for the provider\'s confirmation before it is left pending')),
  SANDBOX_PAYMENT_DELAY_MS: whole(0).optional().meta(doc('payments', '0', 'the sandbox provider\'s answer delay (tests of the pending path)')),
  SOCIAL_REDIRECT_ORIGIN: httpUrl.optional().meta(doc('social', 'the request\'s origin', 'the origin of the redirect URIs `{origin}/api/v1/auth/{x|yahoojp|line}/callback/` (behind a proxy)')),
  X_CLIENT_ID: z.string().optional().meta(doc('social', 'unset: X sign-in off', 'X (OAuth 2.0) client id; on with `X_CLIENT_SECRET`')),
  X_CLIENT_SECRET: z.string().optional().meta(doc('social', 'unset', 'X client secret')),
  X_AUTHORIZATION_URL: httpUrl.optional().meta(doc('social', '`https://x.com/i/oauth2/authorize`', 'X endpoint (the tests point it at a local mock server)')),
  X_TOKEN_URL: httpUrl.optional().meta(doc('social', '`https://api.x.com/2/oauth2/token`', 'X endpoint')),
  X_USERINFO_URL: httpUrl.optional().meta(doc('social', '`https://api.x.com/2/users/me?…`', 'X endpoint')),
  YAHOOJP_CLIENT_ID: z.string().optional().meta(doc('social', 'unset: Yahoo! JAPAN ID sign-in off', 'Yahoo! JAPAN ID (OpenID Connect) client id; on with `YAHOOJP_CLIENT_SECRET`')),
  YAHOOJP_CLIENT_SECRET: z.string().optional().meta(doc('social', 'unset', 'Yahoo! JAPAN ID client secret')),
  YAHOOJP_ISSUER: httpUrl.optional().meta(doc('social', '`https://auth.login.yahoo.co.jp/yconnect/v2`', 'Yahoo! JAPAN ID issuer')),
  YAHOOJP_AUTHORIZATION_URL: httpUrl.optional().meta(doc('social', '`…/yconnect/v2/authorization`', 'Yahoo! JAPAN ID endpoint')),
  YAHOOJP_TOKEN_URL: httpUrl.optional().meta(doc('social', '`…/yconnect/v2/token`', 'Yahoo! JAPAN ID endpoint')),
  YAHOOJP_USERINFO_URL: httpUrl.optional().meta(doc('social', '`https://userinfo.yahooapis.jp/yconnect/v2/attribute`', 'Yahoo! JAPAN ID endpoint')),
  YAHOOJP_JWKS_URL: httpUrl.optional().meta(doc('social', '`…/yconnect/v2/jwks`', 'Yahoo! JAPAN ID keys of its ID tokens')),
  LINE_CHANNEL_ID: z.string().optional().meta(doc('social', 'unset: LINE sign-in off', 'LINE Login channel id; on with `LINE_CHANNEL_SECRET`')),
  LINE_CHANNEL_SECRET: z.string().optional().meta(doc('social', 'unset', 'LINE channel secret (also the HS256 key of web-login ID tokens)')),
  LINE_ISSUER: httpUrl.optional().meta(doc('social', '`https://access.line.me`', 'LINE issuer')),
  LINE_AUTHORIZATION_URL: httpUrl.optional().meta(doc('social', '`https://access.line.me/oauth2/v2.1/authorize`', 'LINE endpoint')),
  LINE_TOKEN_URL: httpUrl.optional().meta(doc('social', '`https://api.line.me/oauth2/v2.1/token`', 'LINE endpoint')),
  LINE_JWKS_URL: httpUrl.optional().meta(doc('social', '`https://api.line.me/oauth2/v2.1/certs`', 'LINE keys of ES256 ID tokens')),
  PAYOUT_ACCOUNT_KEYS: keyRing.optional().meta(doc('payments', 'the development key outside production; none in production (bank transfer requests answer 503)', 'keys of the bank account numbers at rest, the first encrypts, every one decrypts (rotation; decision 052). Under `NODE_ENV=production` the development key is refused at start, and `YOMIBA_DEMO=1` needs a key of its own (`npm start` keeps one in `.data/payout-account-keys`; the e2e, bench and cluster servers set one)')),
  PAYOUT_REMITTER_CODE: z.string().regex(/^\d{1,10}$/, 'must be 1-10 digits').optional().meta(doc('payments', 'a demo value', 'the site\'s own account in the 全銀協 file\'s header: its remitter code')),
  PAYOUT_REMITTER_NAME: z.string().max(40, 'must be at most 40 characters').optional().meta(doc('payments', 'a demo value', 'the 全銀協 file\'s remitter name')),
  PAYOUT_REMITTER_BANK: z.string().regex(/^\d{4}$/, 'must be 4 digits').optional().meta(doc('payments', 'a demo value', 'the 全銀協 file\'s remitter bank code')),
  PAYOUT_REMITTER_BRANCH: z.string().regex(/^\d{3}$/, 'must be 3 digits').optional().meta(doc('payments', 'a demo value', 'the 全銀協 file\'s remitter branch code')),
  PAYOUT_REMITTER_ACCOUNT: z.string().regex(/^\d{7}$/, 'must be 7 digits').optional().meta(doc('payments', 'a demo value', 'the 全銀協 file\'s remitter account number')),
  DOTMONEY_PROVIDER: z.enum(['sandbox', 'none'], { error: 'must be sandbox or none' }).optional().meta(doc('payments', '`sandbox` outside production and in the local demo, else `none`', 'the ドットマネー payout provider')),
  // The test harness's own variables.
  TEST_DATABASE_URL: url('postgres', 'postgresql').optional().meta(doc('tests', 'unset: an embedded PostgreSQL in `.data/test-pg`', 'run the node and cluster tests on this server (a fresh database is created and dropped per run)')),
  TEST_PG_PORT: port.optional().meta(doc('tests', '54339', 'port of the tests\' embedded PostgreSQL')),
  CHROMIUM_PATH: z.string().optional().meta(doc('tests', 'the system Chromium', 'the Chromium of the browser, story and end-to-end tests and of the benches')),
  /** Set by vitest: quiets the logger unless LOG_LEVEL says otherwise. */
  VITEST: z.string().optional().meta(doc('tests', 'set by vitest', 'quiets the logger unless `LOG_LEVEL` says otherwise')),
});

export type EnvName = keyof typeof configSchema.shape;
/** The variables as given (unset when empty), for the functions that parse a group of them (mail, social, payments). */
export type ConfigEnv = Readonly<Partial<Record<EnvName, string>>>;
type Settings = { values: z.infer<typeof configSchema>; env: ConfigEnv };

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
function payoutKeysProblem(values: z.infer<typeof configSchema>): string | undefined {
  if (values.NODE_ENV !== 'production') return undefined;
  const keys = values.PAYOUT_ACCOUNT_KEYS;
  if (keys && keyBytes(keys).some((key) => key.equals(DEV_KEY))) return `must not hold the development key (it is in the source) under NODE_ENV=production: set a key of your own, ${NEW_KEY_HINT}`;
  if (!keys && values.YOMIBA_DEMO) return `must be set when NODE_ENV=production, with YOMIBA_DEMO=1 too (the development key is in the source): ${NEW_KEY_HINT}`;
  return undefined;
}

/** Reads and checks the variables of `env` (throws ConfigError naming each bad one). */
export function loadConfig(env: Record<string, string | undefined>): Settings {
  const given: Partial<Record<EnvName, string>> = {};
  for (const name of Object.keys(configSchema.shape) as EnvName[]) {
    const value = env[name];
    if (value !== undefined && value !== '') given[name] = value;
  }
  const parsed = configSchema.safeParse(given);
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
