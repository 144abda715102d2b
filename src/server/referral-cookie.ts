import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { REFERRAL_CODE } from '#modules/affiliate/index.ts';

/**
 * The referral link (/signup/?ref=CODE) leaves its code in this cookie for 30 days; a sign-up made
 * meanwhile makes the new member that code's referral (decision 052).
 */
export const REFERRAL_COOKIE = 'yomiba_ref';
const MAX_AGE_S = 30 * 86_400;

const codeFromCookie = (header: string | null | undefined): string | null => {
  const match = /(?:^|;\s*)yomiba_ref=([A-Z2-9]{8})(?:;|$)/.exec(header ?? '');
  return match && REFERRAL_CODE.test(match[1]!) ? match[1]! : null;
};

/** GET /signup/?ref=CODE: keeps the code and shows the plain sign-up page (no code in the address bar). */
export function matchReferralLink(request: Request, url: URL, secure: boolean): Response | null {
  if (url.pathname !== '/signup/' || !url.searchParams.has('ref')) return null;
  const code = url.searchParams.get('ref') ?? '';
  const headers = new Headers({ Location: '/signup/', 'Cache-Control': 'no-store' });
  if (REFERRAL_CODE.test(code)) headers.append('Set-Cookie', `${REFERRAL_COOKIE}=${code}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
  return new Response(null, { status: 302, headers });
}

const store = new AsyncLocalStorage<string | null>();

/** Runs the sign-up API with the request's referral code at hand for referralCodeOf. */
export const referralContext = (): MiddlewareHandler => (c, next) => store.run(codeFromCookie(c.req.header('Cookie')), next);

/** The referral code of the sign-up being handled (referralContext), or null. */
export const referralCodeOf = (): string | null => store.getStore() ?? null;
