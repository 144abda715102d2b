import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { clientIp, limitByKey, tooManyRequests, type RateLimitStore } from '#platform/http/rate-limit.ts';
import { accountFieldMessages, EMAIL_MAX_LENGTH } from '../account-fields.ts';
import { accountMailMessages } from '../account-mail-messages.ts';
import { TOKEN_PATTERN } from '../email-tokens.ts';

/**
 * Abuse limits of the mail flows. Forgot-password counts per address and per email (known or not, so
 * the limit tells nothing); the signed-in forms count per member (they check a password).
 */
export const MAIL_RATE_LIMITS = {
  forgotAddress: { points: 20, durationSeconds: 900 },
  forgotEmail: { points: 5, durationSeconds: 3600 },
  resetAddress: { points: 20, durationSeconds: 900 },
  tokenAddress: { points: 30, durationSeconds: 600 },
  /** Sign-up verification links: one per sign-up, so as many as the sign-up limit allows when it is raised (SIGNUPS_PER_ADDRESS). */
  verifyAddress: { points: 30, durationSeconds: 600 },
  passwordChangeMember: { points: 10, durationSeconds: 900 },
  emailChangeMember: { points: 10, durationSeconds: 3600 },
} as const;

export type MailLimitName = keyof typeof MAIL_RATE_LIMITS;

export type MailRouterOptions = {
  /** Whose attempts count together (default: the client's address, see `clientIp`). */
  clientIp?: (c: Context) => string;
  store?: RateLimitStore;
  /** Other points for some limits (e.g. the end-to-end server's raised sign-up limit for `verifyAddress`). */
  points?: Partial<Record<MailLimitName, number>>;
};

/** `check(name, key)` spends one point of that limit for `key`; over the limit it throws the 429. */
export function mailLimits(options: MailRouterOptions) {
  const limits = new Map(
    Object.entries(MAIL_RATE_LIMITS).map(([name, { points, durationSeconds }]) => [
      name,
      limitByKey(`mail-${name}`, options.points?.[name as MailLimitName] ?? points, durationSeconds, { store: options.store }),
    ]),
  );
  const ipOf = options.clientIp ?? ((c: Context) => clientIp(c));
  return {
    ipOf,
    async check(name: MailLimitName, key: string): Promise<void> {
      const outcome = await limits.get(name)!(key);
      if (!outcome.allowed) throw tooManyRequests(outcome.retryAfterSeconds);
    },
  };
}

export const smallJsonBody = bodyLimit({
  maxSize: 8 * 1024,
  onError: (c) => c.json(new ApiError(413, { content: messages.invalidInput, label: 'string', level: 'warning' }).toJSON(), 413),
});

/** `{ success: true, message }`, never cached. */
export function done(c: Context, content: string) {
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, message: { content, label: 'string' as const, level: 'info' as const } });
}

const f = accountFieldMessages;
export const emailField = z
  .string({ error: f.emailRequired })
  .trim()
  .min(1, { error: f.emailRequired })
  .pipe(z.email({ error: f.emailInvalid }).max(EMAIL_MAX_LENGTH, { error: f.emailTooLong }));
/** A new password: the rules themselves (length, common passwords) are the service's, in Japanese. */
export const newPasswordField = z.string({ error: f.passwordRequired }).max(1024, { error: f.passwordTooLong });
export const tokenField = z.string({ error: accountMailMessages.tokenRequired }).regex(TOKEN_PATTERN, { error: accountMailMessages.tokenRequired });
