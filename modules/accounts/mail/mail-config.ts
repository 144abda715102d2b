import { config } from '#platform/config.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where mail goes and what its links point at, read from the environment when a mailer is made.
 * The app has no idea of its own public origin otherwise (pages and feeds use the request's URL),
 * but a mail is read outside any request: its links need PUBLIC_URL.
 */
export const DEFAULT_MAIL_FROM = '読み場 <no-reply@yomiba.test>';
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export type MailSettings = {
  /** `smtp://user:pass@host:port` (or smtps://); unset keeps every mail in the mail_outbox table. */
  smtpUrl?: string;
  from: string;
  /** The site's origin for links in mails, without a trailing slash. */
  publicUrl: string;
  /** The durable queue's timing (mail-queue.ts); defaults in DEFAULT_MAIL_QUEUE. */
  queue?: Partial<MailQueueTiming>;
};

export type MailQueueTiming = {
  /** MAIL_SEND_LEASE_MS: how long one attempt holds a mail before another process may take it (default 60 s). */
  leaseMs: number;
  /** MAIL_MAX_ATTEMPTS: attempts before giving up on a mail (default 8: about 2 hours of retries). */
  maxAttempts: number;
  /** MAIL_RETRY_BASE_MS: the wait after the first failure, doubled after each next one (default 30 s). */
  retryBaseMs: number;
  /** MAIL_QUEUE_INTERVAL_MS: how often the jobs' leader looks for due mail (default 5 s). */
  intervalMs: number;
};

export const DEFAULT_MAIL_QUEUE: MailQueueTiming = { leaseMs: 60_000, maxAttempts: 8, retryBaseMs: 30_000, intervalMs: 5_000 };

const positive = (value: string | undefined) => (value ? Number(value) : undefined);

export function mailSettingsFromEnv(env: Env = config.env): MailSettings {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    publicUrl: normalizePublicUrl(env.PUBLIC_URL || DEFAULT_PUBLIC_URL),
    queue: {
      leaseMs: positive(env.MAIL_SEND_LEASE_MS) ?? DEFAULT_MAIL_QUEUE.leaseMs,
      maxAttempts: positive(env.MAIL_MAX_ATTEMPTS) ?? DEFAULT_MAIL_QUEUE.maxAttempts,
      retryBaseMs: positive(env.MAIL_RETRY_BASE_MS) ?? DEFAULT_MAIL_QUEUE.retryBaseMs,
      intervalMs: positive(env.MAIL_QUEUE_INTERVAL_MS) ?? DEFAULT_MAIL_QUEUE.intervalMs,
    },
  };
}

/** The sender's domain (`読み場 <no-reply@yomiba.test>` → `yomiba.test`), for Message-IDs. */
export function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'yomiba.invalid';
}

/** `https://example.jp/` → `https://example.jp`; a path prefix is kept, anything but http(s) refused. */
export function normalizePublicUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got ${url.protocol}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** An absolute link to a page of the site, e.g. `linkTo(base, '/reset_password/', { token })`. */
export function linkTo(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(`${publicUrl}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}
