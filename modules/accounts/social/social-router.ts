import { signInPath } from '#platform/routes/site-paths.ts';
import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { safeNextPath } from '../safe-next.ts';
import { ApiError, messages } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import { requestLog } from '#platform/log/request-log.ts';
import { accountFieldMessages, EMAIL_MAX_LENGTH } from '../account-fields.ts';
import { requireMember, memberOf } from '../http/require-member.ts';
import { isSecureRequest, type SessionService, type ViewerVariables } from '../sessions.ts';
import { SOCIAL_MODES, callbackPath, flowCookieName, reauthCookieName, type FlowCookies, type FlowState } from './flow-cookies.ts';
import { createAuthorizationRequest, fetchProfile, ProviderError } from './oauth-client.ts';
import { SOCIAL_PROVIDER_IDS, SOCIAL_PROVIDER_NAMES, socialMessages, type SocialErrorCode, type SocialProviderId } from './provider-names.ts';
import { redirectOrigin, type SocialProviderConfig } from './providers.ts';
import { SocialFlowError, type SocialAccountsService } from './social-service.ts';

/** The providers' return address (the referral context also runs there: a social sign-up may be a referral). */
export const SOCIAL_CALLBACK_ROUTE = '/api/v1/auth/:provider/callback/';

export type SocialRouterDeps = {
  providers: SocialProviderConfig[];
  social: SocialAccountsService;
  sessions: Pick<SessionService, 'startSession' | 'revokeSession' | 'revokeUserSessions'>;
  cookies: FlowCookies;
};

type Env = { Variables: ViewerVariables };

const startQuery = z.object({
  mode: z.enum(SOCIAL_MODES, { error: '認証の種類が正しくありません' }).default('signin'),
  next: z.string().max(2048, { error: '戻り先が長すぎます' }).optional(),
});

const credentialsInput = z.object({
  email: z
    .string({ error: accountFieldMessages.emailRequired })
    .trim()
    .pipe(z.email({ error: accountFieldMessages.emailInvalid }).max(EMAIL_MAX_LENGTH, { error: accountFieldMessages.emailTooLong })),
  password: z.string({ error: accountFieldMessages.passwordRequired }).min(1, { error: accountFieldMessages.passwordRequired }).max(1024, { error: accountFieldMessages.passwordTooLong }),
});

const sameString = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const requestInfo = (c: Context) => ({ userAgent: c.req.header('user-agent') ?? '', secure: isSecureRequest(c.req.raw) });

/** Back to /signin/ with the reason as a code (the page shows its Japanese message), keeping `next`. */
function signInErrorUrl(code: SocialErrorCode, next: string): string {
  return signInPath(next === '/' ? undefined : next, { socialError: code });
}

/** `next` with `social_linked={provider}` added, so the profile can say the link was made. */
function withLinkedMark(next: string, provider: SocialProviderId): string {
  const url = new URL(next, 'https://next.invalid');
  url.searchParams.set('social_linked', provider);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Social sign-in, linking and re-authentication (X, Yahoo! JAPAN ID, LINE):
 * `GET /api/v1/auth/{provider}/start/`, `GET /api/v1/auth/{provider}/callback/`, and the member's
 * `GET /api/user/v1/profile/social/`, `POST .../social/{provider}/unlink/`, `POST .../social/{provider}/credentials/`.
 */
export function socialRouter(deps: SocialRouterDeps) {
  const enabled = new Map(deps.providers.map((p) => [p.id, p]));
  const notFound = () => new ApiError(404, { content: messages.notFound, label: 'notfound', level: 'warning' });
  const providerOf = (c: Context): SocialProviderConfig => {
    const provider = enabled.get(c.req.param('provider') as SocialProviderId);
    if (!provider) throw notFound();
    return provider;
  };
  const redirectUriOf = (c: Context, provider: SocialProviderId) => `${redirectOrigin(c.req.raw)}${callbackPath(provider)}`;
  const router = new Hono<Env>({ strict: true })
    .get('/api/v1/auth/:provider/start/', validate('query', startQuery), async (c) => {
      const provider = providerOf(c);
      const { mode, next: rawNext } = c.req.valid('query');
      const next = safeNextPath(rawNext);
      const viewer = c.get('viewer');
      c.header('Cache-Control', 'private, no-store');
      if (mode === 'link' && !viewer.sessionId) return c.redirect(signInErrorUrl('login_required', next), 302);
      const secure = isSecureRequest(c.req.raw);
      const request = createAuthorizationRequest(provider, redirectUriOf(c, provider.id));
      const flow: FlowState = {
        provider: provider.id,
        state: request.state,
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        mode,
        next,
        sessionId: viewer.sessionId,
      };
      c.header('Set-Cookie', await deps.cookies.flowCookie(flow, secure), { append: true });
      return c.redirect(request.url.toString(), 302);
    })
    .get(SOCIAL_CALLBACK_ROUTE, async (c) => {
      const provider = providerOf(c);
      const secure = isSecureRequest(c.req.raw);
      const viewer = c.get('viewer');
      const flow = await deps.cookies.readFlow(getCookie(c, flowCookieName(provider.id, secure)), provider.id);
      c.header('Cache-Control', 'private, no-store');
      // The code is in this URL: it must not leak to the next page through Referer.
      c.header('Referrer-Policy', 'no-referrer');
      c.header('Set-Cookie', deps.cookies.clearFlowCookie(provider.id, secure), { append: true });
      const next = flow?.next ?? '/';
      const fail = (code: SocialErrorCode) => c.redirect(signInErrorUrl(code, next), 302);
  
      const state = c.req.query('state');
      const code = c.req.query('code');
      if (!flow || !state || !sameString(state, flow.state)) return fail('state');
      if (c.req.query('error')) return fail('denied');
      if (!code || code.length > 2048) return fail('provider');
      // A link or re-authentication finishes in the session that started it.
      if (flow.sessionId !== null && flow.sessionId !== viewer.sessionId) return fail('state');
  
      try {
        const profile = await fetchProfile(provider, redirectUriOf(c, provider.id), code, flow.codeVerifier, flow.nonce);
        const owner = await deps.social.ownerOf(provider.id, profile.subject);
        if (owner?.deleted) return fail('deleted');
        const signIn = async (userId: number) => {
          const session = await deps.sessions.startSession(userId, requestInfo(c).userAgent, secure);
          if (viewer.sessionId) await deps.sessions.revokeSession(viewer.sessionId);
          c.header('Set-Cookie', session.cookie, { append: true });
          return session.sessionId;
        };
  
        if (flow.mode === 'link') {
          if (!viewer.user) return fail('login_required');
          await deps.social.link(viewer.user.userId, provider.id, profile.subject);
          return c.redirect(withLinkedMark(next, provider.id), 302);
        }
  
        if (flow.mode === 'reauth') {
          if (!owner) return fail('not_registered');
          let sessionId = viewer.sessionId;
          if (viewer.user && owner.userId !== viewer.user.userId) return fail('signed_in_elsewhere');
          if (!viewer.user || !sessionId) sessionId = await signIn(owner.userId);
          c.header('Set-Cookie', await deps.cookies.reauthCookie(sessionId, provider.id, secure), { append: true });
          return c.redirect(next, 302);
        }
  
        if (owner) {
          if (viewer.user?.userId !== owner.userId || !viewer.sessionId) await signIn(owner.userId);
          return c.redirect(next, 302);
        }
        // Signed in already, an unknown provider account is linked from the profile, not made into a second member.
        if (viewer.user) return fail('not_registered');
        await signIn(await deps.social.createMember(provider.id, profile));
        return c.redirect(next, 302);
      } catch (error) {
        if (error instanceof SocialFlowError) return fail(error.code);
        if (error instanceof ProviderError) {
          requestLog(c).warn(`[social] ${provider.id}: ${error.message}`);
          return fail('provider');
        }
        // Whatever else broke (the database…), the browser lands on /signin/ with a message, not on a JSON 500.
        requestLog(c).error({ err: error }, `[social] ${provider.id}: callback failed`);
        return fail('server');
      }
    })
    .get('/api/user/v1/profile/social/', requireMember(), async (c) => {
      const member = memberOf(c);
      const [identities, hasPassword] = await Promise.all([deps.social.identitiesOf(member.userId), deps.social.hasPassword(member.userId)]);
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        success: true,
        has_password: hasPassword,
        providers: SOCIAL_PROVIDER_IDS.filter((id) => enabled.has(id) || identities.some((i) => i.provider === id)).map((id) => {
          const identity = identities.find((i) => i.provider === id);
          return { provider: id, name: SOCIAL_PROVIDER_NAMES[id], enabled: enabled.has(id), linked: Boolean(identity), linked_at: identity?.linkedAt.toISOString() ?? null };
        }),
      });
    })
    // Unlinking stays possible for a provider that has since been switched off.
    .post('/api/user/v1/profile/social/:provider/unlink/', requireMember(), async (c) => {
      const provider = c.req.param('provider');
      if (!(SOCIAL_PROVIDER_IDS as readonly string[]).includes(provider)) throw notFound();
      const id = provider as SocialProviderId;
      await deps.social.unlink(memberOf(c).userId, id);
      return c.json({ success: true, message: { content: socialMessages.unlinked(SOCIAL_PROVIDER_NAMES[id]), label: 'string', level: 'info' } });
    })
    .post('/api/user/v1/profile/social/:provider/credentials/', requireMember(), validate('json', credentialsInput), async (c) => {
      const provider = providerOf(c);
      const member = memberOf(c);
      const secure = isSecureRequest(c.req.raw);
      if (!(await deps.cookies.isReauthenticated(getCookie(c, reauthCookieName(secure)), member.sessionId, provider.id))) {
        const name = SOCIAL_PROVIDER_NAMES[provider.id];
        throw new ApiError(403, { content: socialMessages.reauthRequired(name), label: 'modal', level: 'warning' });
      }
      await deps.social.setCredentials(member.userId, c.req.valid('json'));
      // A new password ends the member's other sessions (decision 005), as a password change does.
      await deps.sessions.revokeUserSessions(member.userId, member.sessionId);
      c.header('Cache-Control', 'private, no-store');
      // Used once: a second change needs a new re-authentication.
      c.header('Set-Cookie', deps.cookies.clearReauthCookie(secure), { append: true });
      return c.json({ success: true, message: { content: socialMessages.credentialsSet, label: 'string', level: 'info' } });
    });

  return router;
}
