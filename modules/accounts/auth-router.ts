import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { clientIp, limitByKey, tooManyRequests, type RateLimitStore } from '#platform/http/rate-limit.ts';
import { validate } from '#platform/http/validate.ts';
import { accountFieldMessages, DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from './account-fields.ts';
import { accountMailMessages } from './account-mail-messages.ts';
import { accountMessages, type AccountsService } from './accounts-service.ts';
import { clearSessionCookie, isSecureRequest } from './sessions.ts';
import { SIGN_UP_PATH } from './sign-up-path.ts';

export type AuthRouterDeps = Pick<AccountsService, 'signUp' | 'signIn' | 'readViewer' | 'revokeSession'>;

export type AuthRouterOptions = {
  /** Whose attempts count together (default: the client's address, see `clientIp`). */
  clientIp?: (c: Context) => string;
  store?: RateLimitStore;
  /** Sign-ups allowed per address in 10 minutes (default AUTH_RATE_LIMITS.signUpAddress.points). */
  signUpsPerAddress?: number;
};

/**
 * Abuse limits: sign-in 5 a minute per account and 20 a minute per address (issue 4);
 * sign-up 30 per 10 minutes per address (generous: many phones share one carrier address).
 */
export const AUTH_RATE_LIMITS = {
  signInAccount: { points: 5, durationSeconds: 60 },
  signInAddress: { points: 20, durationSeconds: 60 },
  signUpAddress: { points: 30, durationSeconds: 600 },
} as const;

const m = accountFieldMessages;
const email = z
  .string({ error: m.emailRequired })
  .trim()
  .pipe(z.email({ error: m.emailInvalid }).max(EMAIL_MAX_LENGTH, { error: m.emailTooLong }));
// The password rules themselves (length, common passwords) are checked by the service, in Japanese.
const password = z.string({ error: m.passwordRequired }).max(1024, { error: m.passwordTooLong });

export const signUpInput = z.object({
  email,
  password,
  display_name: z.string().trim().max(DISPLAY_NAME_MAX_LENGTH, { error: m.displayNameTooLong }).optional(),
  /** Where the mailed link leads after signing in (the form's `next`); anything but a same-site path is '/'. */
  next: z.string().max(2048).optional(),
});
export const signInInput = z.object({ email: z.string().max(EMAIL_MAX_LENGTH), password });

const limit = bodyLimit({
  maxSize: 8 * 1024,
  onError: (c) => c.json(new ApiError(413, { content: messages.invalidInput, label: 'string', level: 'warning' }).toJSON(), 413),
});

const requestInfo = (request: Request) => ({ userAgent: request.headers.get('user-agent') ?? '', secure: isSecureRequest(request) });

/** `POST /api/v1/signup/`, `/api/v1/signin/`, `/api/v1/logout/`: email/password accounts and sessions. */
export function authRouter(deps: AuthRouterDeps, options: AuthRouterOptions = {}) {
  const ipOf = options.clientIp ?? ((c: Context) => clientIp(c));
  const store = { store: options.store };
  const { signInAccount, signInAddress, signUpAddress } = AUTH_RATE_LIMITS;
  const accountLimit = limitByKey('signin-account', signInAccount.points, signInAccount.durationSeconds, store);
  const signInAddressLimit = limitByKey('signin-ip', signInAddress.points, signInAddress.durationSeconds, store);
  const signUpAddressLimit = limitByKey('signup-ip', options.signUpsPerAddress ?? signUpAddress.points, signUpAddress.durationSeconds, store);
  const router = new Hono({ strict: true })
    .post(SIGN_UP_PATH, limit, validate('json', signUpInput), async (c) => {
      const input = c.req.valid('json');
      const allowed = await signUpAddressLimit(ipOf(c));
      if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds);
      // A new address and one in use get the very same answer (issue 29 item 6): no session in either case,
      // and only the mailbox learns which it was (the verification link signs a new member in).
      await deps.signUp({ email: input.email, password: input.password, displayName: input.display_name, next: input.next });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ success: true, message: { content: accountMailMessages.verificationSent, label: 'string', level: 'info' } });
    })
    .post('/api/v1/signin/', limit, validate('json', signInInput), async (c) => {
      const input = c.req.valid('json');
      // Counted for unknown emails too, so the answer never tells whether an account exists.
      const account = input.email.trim().toLowerCase();
      for (const outcome of [await signInAddressLimit(ipOf(c)), await accountLimit(account)]) {
        if (!outcome.allowed) throw tooManyRequests(outcome.retryAfterSeconds);
      }
      const signedIn = await deps.signIn(input, requestInfo(c.req.raw));
      await accountLimit.reset(account);
      c.header('Cache-Control', 'private, no-store');
      c.header('Set-Cookie', signedIn.cookie, { append: true });
      return c.json({ success: true, message: { content: accountMessages.signedIn, label: 'string', level: 'info' } });
    })
    .post('/api/v1/logout/', async (c) => {
      const viewer = await deps.readViewer(c.req.raw);
      if (viewer.sessionId) await deps.revokeSession(viewer.sessionId);
      c.header('Cache-Control', 'private, no-store');
      c.header('Set-Cookie', clearSessionCookie(isSecureRequest(c.req.raw)), { append: true });
      return c.json({ success: true });
    });

  return router;
}
