import path from 'node:path';

/** Runtime configuration read from the environment, in one place. */
export const config = {
  get port() {
    return Number(process.env.PORT ?? 3000);
  },
  get databaseUrl() {
    return process.env.DATABASE_URL || undefined;
  },
  get dataDir() {
    return path.resolve(process.env.YOMIBA_DATA_DIR ?? '.data');
  },
  get embeddedPgPort() {
    return Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  },
  /**
   * The site's public address (PUBLIC_URL, default http://localhost:3000): absolute links in pages
   * (canonical, og:url, JSON-LD), feeds and mails come from it, never from the request's Host header.
   */
  get publicOrigin() {
    return new URL(process.env.PUBLIC_URL || 'http://localhost:3000').origin;
  },
  get isProduction() {
    return process.env.NODE_ENV === 'production';
  },
  /**
   * Demo data (the demo members with their well-known password, the development mailbox): outside
   * production, or in the local production build that `npm start` serves on the embedded database
   * (it sets YOMIBA_DEMO=1). A deployment with NODE_ENV=production and no YOMIBA_DEMO never has them.
   */
  get demoMode() {
    return process.env.NODE_ENV !== 'production' || process.env.YOMIBA_DEMO === '1';
  },
  /** Titles generated when the database is empty at start. */
  get seedTitles() {
    return Number(process.env.SEED_TITLES ?? 300);
  },
  /** Shared store of the abuse limits (platform/http/rate-limit.ts); unset keeps them in process memory. */
  get redisUrl() {
    return process.env.REDIS_URL || undefined;
  },
  /** `1`: a reverse proxy in front sets X-Forwarded-For, whose first address is the client's. */
  get trustProxy() {
    return process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true';
  },
  /** The payment provider's webhook signing secret; unset, the webhook answers 404. */
  get paymentWebhookSecret() {
    return process.env.PAYMENT_WEBHOOK_SECRET || undefined;
  },
  /** `off`: no periodic jobs in this process (another process runs them, or a one-off script). */
  get jobsEnabled() {
    return process.env.JOBS !== 'off';
  },
  /** How often pending purchases are settled with the provider (PAYMENT_SETTLE_INTERVAL_MS, default 60 s). */
  get paymentSettleIntervalMs() {
    const ms = Number(process.env.PAYMENT_SETTLE_INTERVAL_MS);
    return Number.isFinite(ms) && ms > 0 ? ms : 60_000;
  },
  /** How often the server recomputes the rankings (RANKINGS_REFRESH_MS, default 10 minutes; 0: only at start). */
  get rankingRefreshMs() {
    const ms = Number(process.env.RANKINGS_REFRESH_MS ?? 10 * 60_000);
    return Number.isFinite(ms) && ms >= 0 ? ms : 10 * 60_000;
  },
  /**
   * Sign-ups per client address in 10 minutes (SIGNUPS_PER_ADDRESS, default 30). The end-to-end server
   * raises it: every browser of the suite signs up from 127.0.0.1.
   */
  get signUpsPerAddress() {
    const n = Number(process.env.SIGNUPS_PER_ADDRESS);
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
  },
};
