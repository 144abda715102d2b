/**
 * The social sign-in providers and their configuration from the environment. A provider is enabled
 * only when its client id and secret are both set; every endpoint can be overridden (tests point them
 * at a local mock provider).
 */
import { config } from '#platform/config.ts';
import { SOCIAL_PROVIDER_IDS, SOCIAL_PROVIDER_NAMES, type SocialProviderId } from './provider-names.ts';

export { SOCIAL_PROVIDER_IDS, SOCIAL_PROVIDER_NAMES, type SocialProviderId };

export type SocialProviderConfig = {
  id: SocialProviderId;
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** X: the users/me API; Yahoo! JAPAN: the UserInfo API (email, picture). Unused for LINE. */
  userinfoEndpoint: string | null;
  /** OIDC providers: the id_token's issuer, audience (the client id) and keys. */
  oidc: { issuer: string; jwksUri: string; algorithms: string[] } | null;
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'basic' | 'post';
  scopes: string[];
};

type Env = Readonly<Record<string, string | undefined>>;

const value = (env: Env, name: string): string | undefined => {
  const v = env[name]?.trim();
  return v ? v : undefined;
};

/** Every enabled provider, in display order (X, Yahoo! JAPAN ID, LINE). */
export function loadSocialProviders(env: Env = config.env): SocialProviderConfig[] {
  const providers: SocialProviderConfig[] = [];

  const xId = value(env, 'X_CLIENT_ID');
  const xSecret = value(env, 'X_CLIENT_SECRET');
  if (xId && xSecret) {
    providers.push({
      id: 'x',
      clientId: xId,
      clientSecret: xSecret,
      authorizationEndpoint: value(env, 'X_AUTHORIZATION_URL') ?? 'https://x.com/i/oauth2/authorize',
      tokenEndpoint: value(env, 'X_TOKEN_URL') ?? 'https://api.x.com/2/oauth2/token',
      userinfoEndpoint: value(env, 'X_USERINFO_URL') ?? 'https://api.x.com/2/users/me?user.fields=profile_image_url',
      oidc: null,
      tokenAuth: 'basic',
      scopes: ['users.read', 'tweet.read'],
    });
  }

  const yahooId = value(env, 'YAHOOJP_CLIENT_ID');
  const yahooSecret = value(env, 'YAHOOJP_CLIENT_SECRET');
  if (yahooId && yahooSecret) {
    const issuer = value(env, 'YAHOOJP_ISSUER') ?? 'https://auth.login.yahoo.co.jp/yconnect/v2';
    providers.push({
      id: 'yahoojp',
      clientId: yahooId,
      clientSecret: yahooSecret,
      authorizationEndpoint: value(env, 'YAHOOJP_AUTHORIZATION_URL') ?? 'https://auth.login.yahoo.co.jp/yconnect/v2/authorization',
      tokenEndpoint: value(env, 'YAHOOJP_TOKEN_URL') ?? 'https://auth.login.yahoo.co.jp/yconnect/v2/token',
      userinfoEndpoint: value(env, 'YAHOOJP_USERINFO_URL') ?? 'https://userinfo.yahooapis.jp/yconnect/v2/attribute',
      oidc: { issuer, jwksUri: value(env, 'YAHOOJP_JWKS_URL') ?? 'https://auth.login.yahoo.co.jp/yconnect/v2/jwks', algorithms: ['RS256'] },
      tokenAuth: 'basic',
      scopes: ['openid', 'profile', 'email'],
    });
  }

  const lineId = value(env, 'LINE_CHANNEL_ID');
  const lineSecret = value(env, 'LINE_CHANNEL_SECRET');
  if (lineId && lineSecret) {
    providers.push({
      id: 'line',
      clientId: lineId,
      clientSecret: lineSecret,
      authorizationEndpoint: value(env, 'LINE_AUTHORIZATION_URL') ?? 'https://access.line.me/oauth2/v2.1/authorize',
      tokenEndpoint: value(env, 'LINE_TOKEN_URL') ?? 'https://api.line.me/oauth2/v2.1/token',
      userinfoEndpoint: null,
      // LINE signs web-login ID tokens with HS256 (the channel secret) and app/LIFF ones with ES256 (JWKS).
      oidc: { issuer: value(env, 'LINE_ISSUER') ?? 'https://access.line.me', jwksUri: value(env, 'LINE_JWKS_URL') ?? 'https://api.line.me/oauth2/v2.1/certs', algorithms: ['ES256', 'HS256'] },
      // LINE's token endpoint takes client_id and client_secret in the form body only.
      tokenAuth: 'post',
      scopes: ['openid', 'profile', 'email'],
    });
  }

  return providers;
}

/** The origin put into redirect_uri: SOCIAL_REDIRECT_ORIGIN (behind a proxy) or the request's own. */
export function redirectOrigin(request: Request, env: Env = config.env): string {
  return value(env, 'SOCIAL_REDIRECT_ORIGIN')?.replace(/\/+$/, '') ?? new URL(request.url).origin;
}
