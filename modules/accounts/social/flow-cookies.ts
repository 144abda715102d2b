/**
 * Two short-lived signed cookies (HS256 with the session key, each with its own audience so that
 * neither can stand in for the other or for a session):
 * - the flow cookie: state, PKCE verifier, nonce, mode and `next` between start and callback
 *   (HttpOnly, SameSite=Lax, limited to the provider's callback path, 10 minutes);
 * - the re-authentication mark: "this session proved it holds this provider account" for the
 *   /reset_password/{x,yahoo}_account/form/ pages (HttpOnly, SameSite=Strict, 10 minutes).
 */
import { SignJWT, jwtVerify } from 'jose';
import type { SocialProviderId } from './provider-names.ts';

export const FLOW_TTL_SECONDS = 10 * 60;
export const REAUTH_TTL_SECONDS = 10 * 60;
const ISSUER = 'yomiba';
const FLOW_AUDIENCE = 'yomiba-social-flow';
const REAUTH_AUDIENCE = 'yomiba-social-reauth';

export const SOCIAL_MODES = ['signin', 'link', 'reauth'] as const;
export type SocialMode = (typeof SOCIAL_MODES)[number];

export type FlowState = {
  provider: SocialProviderId;
  state: string;
  codeVerifier: string;
  nonce: string | null;
  mode: SocialMode;
  next: string;
  /** The session that started a link or re-authentication (it must still be the one finishing it). */
  sessionId: string | null;
};

export const callbackPath = (provider: SocialProviderId) => `/api/v1/auth/${provider}/callback/`;
export const flowCookieName = (provider: SocialProviderId, secure: boolean) => `${secure ? '__Secure-' : ''}yomiba_social_${provider}`;
export const reauthCookieName = (secure: boolean) => `${secure ? '__Host-' : ''}yomiba_social_reauth`;

const attributes = (path: string, maxAge: number, secure: boolean, sameSite: 'Lax' | 'Strict') =>
  `Max-Age=${maxAge}; Path=${path}; HttpOnly; SameSite=${sameSite}${secure ? '; Secure' : ''}`;

export function createFlowCookies(secret: Uint8Array, now: () => Date = () => new Date()) {
  const sign = (claims: Record<string, unknown>, audience: string, ttl: number) => {
    const at = Math.floor(now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(at)
      .setExpirationTime(at + ttl)
      .sign(secret);
  };
  const verify = async (token: string | undefined, audience: string) => {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience, currentDate: now() });
      return payload;
    } catch {
      return null;
    }
  };

  return {
    async flowCookie(flow: FlowState, secure: boolean): Promise<string> {
      const token = await sign({ flow }, FLOW_AUDIENCE, FLOW_TTL_SECONDS);
      return `${flowCookieName(flow.provider, secure)}=${token}; ${attributes(callbackPath(flow.provider), FLOW_TTL_SECONDS, secure, 'Lax')}`;
    },
    clearFlowCookie(provider: SocialProviderId, secure: boolean): string {
      return `${flowCookieName(provider, secure)}=; ${attributes(callbackPath(provider), 0, secure, 'Lax')}`;
    },
    async readFlow(token: string | undefined, provider: SocialProviderId): Promise<FlowState | null> {
      const payload = await verify(token, FLOW_AUDIENCE);
      const flow = payload?.flow as FlowState | undefined;
      return flow && flow.provider === provider ? flow : null;
    },

    async reauthCookie(sessionId: string, provider: SocialProviderId, secure: boolean): Promise<string> {
      const token = await sign({ sid: sessionId, provider }, REAUTH_AUDIENCE, REAUTH_TTL_SECONDS);
      return `${reauthCookieName(secure)}=${token}; ${attributes('/', REAUTH_TTL_SECONDS, secure, 'Strict')}`;
    },
    clearReauthCookie(secure: boolean): string {
      return `${reauthCookieName(secure)}=; ${attributes('/', 0, secure, 'Strict')}`;
    },
    /** Whether the mark is valid, fresh and was given to this session for this provider. */
    async isReauthenticated(token: string | undefined, sessionId: string, provider: SocialProviderId): Promise<boolean> {
      const payload = await verify(token, REAUTH_AUDIENCE);
      return payload?.sid === sessionId && payload.provider === provider;
    },
  };
}

export type FlowCookies = ReturnType<typeof createFlowCookies>;
