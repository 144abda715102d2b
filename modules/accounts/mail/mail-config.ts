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
};

export function mailSettingsFromEnv(env: Env = config.env): MailSettings {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    publicUrl: normalizePublicUrl(env.PUBLIC_URL || DEFAULT_PUBLIC_URL),
  };
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
