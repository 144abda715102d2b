/**
 * The provider side of the flow through arctic's generic OAuth 2.0 client (authorization URL with
 * PKCE S256, code exchange) and jose (id_token verification against the provider's JWKS).
 */
import { CodeChallengeMethod, OAuth2Client, OAuth2Tokens, generateCodeVerifier, generateState } from 'arctic';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { SocialProviderConfig } from './providers.ts';

/** What the flow learns about the person at the provider. */
export type ProviderProfile = {
  subject: string;
  displayName: string | null;
  pictureUrl: string | null;
  /** Only an address the provider says it verified. */
  email: string | null;
};

export type AuthorizationRequest = { url: URL; state: string; codeVerifier: string; nonce: string | null };

/** A failure talking to the provider (bad code, unreachable, unexpected answer, invalid id_token). */
export class ProviderError extends Error {}

const FETCH_TIMEOUT_MS = 10_000;

const clientFor = (provider: SocialProviderConfig, redirectUri: string) =>
  new OAuth2Client(provider.clientId, provider.tokenAuth === 'basic' ? provider.clientSecret : null, redirectUri);

/** Where to send the browser, with a fresh state, PKCE verifier and (OIDC) nonce. */
export function createAuthorizationRequest(provider: SocialProviderConfig, redirectUri: string): AuthorizationRequest {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = clientFor(provider, redirectUri).createAuthorizationURLWithPKCE(
    provider.authorizationEndpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    provider.scopes,
  );
  const nonce = provider.oidc ? generateState() : null;
  if (nonce) url.searchParams.set('nonce', nonce);
  return { url, state, codeVerifier, nonce };
}

async function exchangeCode(provider: SocialProviderConfig, redirectUri: string, code: string, codeVerifier: string): Promise<OAuth2Tokens> {
  if (provider.tokenAuth === 'basic') return clientFor(provider, redirectUri).validateAuthorizationCode(provider.tokenEndpoint, code, codeVerifier);
  // client_secret_post (LINE): arctic's OAuth2Client only sends the secret as Basic credentials.
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: codeVerifier,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
  });
  const response = await fetch(provider.tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof data !== 'object' || data === null || !('access_token' in data)) {
    throw new ProviderError(`token endpoint answered ${response.status}`);
  }
  return new OAuth2Tokens(data);
}

const jwksCache = new Map<string, JWTVerifyGetKey>();
const jwksFor = (uri: string): JWTVerifyGetKey => {
  let jwks = jwksCache.get(uri);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(uri), { timeoutDuration: FETCH_TIMEOUT_MS });
    jwksCache.set(uri, jwks);
  }
  return jwks;
};

async function verifyIdToken(provider: SocialProviderConfig, idToken: string, nonce: string | null): Promise<JWTPayload> {
  const oidc = provider.oidc!;
  const hmacSecret = new TextEncoder().encode(provider.clientSecret);
  const jwks = jwksFor(oidc.jwksUri);
  const { payload } = await jwtVerify(idToken, (header, token) => (header.alg === 'HS256' ? hmacSecret : jwks(header, token)), {
    issuer: oidc.issuer,
    audience: provider.clientId,
    algorithms: oidc.algorithms,
    requiredClaims: ['sub', 'exp', 'iat'],
  });
  if (nonce !== null && payload.nonce !== nonce) throw new ProviderError('id_token nonce mismatch');
  return payload;
}

async function getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new ProviderError(`${url} answered ${response.status}`);
  const data: unknown = await response.json();
  if (typeof data !== 'object' || data === null) throw new ProviderError(`${url} answered no object`);
  return data as Record<string, unknown>;
}

const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null);
/** A picture URL kept only whole (never cut) and only over HTTPS. */
const httpsUrl = (v: unknown): string | null => (typeof v === 'string' && v.startsWith('https://') && v.length <= 512 ? v : null);
const verifiedEmail = (email: unknown, verified: unknown): string | null =>
  verified === true || verified === 'true' ? (text(email, 254)?.toLowerCase() ?? null) : null;

/**
 * Exchanges the code (sending the PKCE verifier) and reads who signed in: X from users/me, the OIDC
 * providers from their verified id_token (plus Yahoo! JAPAN's UserInfo for the email and picture).
 */
export async function fetchProfile(
  provider: SocialProviderConfig,
  redirectUri: string,
  code: string,
  codeVerifier: string,
  nonce: string | null,
): Promise<ProviderProfile> {
  let tokens: OAuth2Tokens;
  try {
    tokens = await exchangeCode(provider, redirectUri, code, codeVerifier);
  } catch (error) {
    throw error instanceof ProviderError ? error : new ProviderError(`code exchange failed: ${String(error)}`);
  }
  try {
    if (!provider.oidc) {
      const me = await getJson(provider.userinfoEndpoint!, tokens.accessToken());
      const data = (me.data ?? {}) as Record<string, unknown>;
      const subject = text(data.id, 255);
      if (!subject) throw new ProviderError('users/me without an id');
      return { subject, displayName: text(data.name, 50) ?? text(data.username, 50), pictureUrl: httpsUrl(data.profile_image_url), email: null };
    }
    const claims = await verifyIdToken(provider, tokens.idToken(), nonce);
    const subject = text(claims.sub, 255);
    if (!subject) throw new ProviderError('id_token without a subject');
    let info: Record<string, unknown> = claims;
    if (provider.userinfoEndpoint) {
      const userinfo = await getJson(provider.userinfoEndpoint, tokens.accessToken());
      // A UserInfo answer about someone else must not lend them its email.
      if (userinfo.sub !== subject) throw new ProviderError('userinfo subject differs from the id_token');
      info = { ...claims, ...userinfo };
    }
    return {
      subject,
      displayName: text(info.name, 50) ?? text(info.nickname, 50),
      pictureUrl: httpsUrl(info.picture),
      email: verifiedEmail(info.email, info.email_verified),
    };
  } catch (error) {
    throw error instanceof ProviderError ? error : new ProviderError(`profile failed: ${String(error)}`);
  }
}
