/**
 * Local stand-ins for X, Yahoo! JAPAN ID and LINE (oauth2-mock-server), each on its own port with its
 * own keys: Yahoo! JAPAN signs id_tokens with RS256, LINE with ES256. Tests say who the next person
 * is (`as(...)`) and read what the token endpoints received.
 */
import { OAuth2Server } from 'oauth2-mock-server';
import type { SocialProviderId } from '../provider-names.ts';

export type MockPerson = { subject: string; name?: string; email?: string; emailVerified?: boolean; picture?: string };

export type TokenRequestSeen = { provider: SocialProviderId; body: Record<string, string>; authorization: string | undefined };

export const MOCK_CLIENTS = {
  x: { id: 'x-client-id', secret: 'x-client-secret-0123456789' },
  yahoojp: { id: 'yahoojp-client-id', secret: 'yahoojp-client-secret-0123456789' },
  line: { id: '1234567890', secret: 'line-channel-secret-0123456789ab' },
} as const;

export async function startMockProviders() {
  const servers = { x: new OAuth2Server(), yahoojp: new OAuth2Server(), line: new OAuth2Server() };
  await servers.x.issuer.keys.generate('RS256');
  await servers.yahoojp.issuer.keys.generate('RS256');
  await servers.line.issuer.keys.generate('ES256');
  const people: Partial<Record<SocialProviderId, MockPerson>> = {};
  const tokenRequests: TokenRequestSeen[] = [];

  for (const [id, server] of Object.entries(servers) as [SocialProviderId, OAuth2Server][]) {
    await server.start(0, '127.0.0.1');
    const person = () => people[id] ?? { subject: 'nobody' };
    server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      const p = person();
      token.payload.sub = p.subject;
      if (id === 'line') Object.assign(token.payload, { name: p.name, picture: p.picture, email: p.email, ...(p.emailVerified === undefined ? {} : { email_verified: p.emailVerified }) });
    });
    server.service.on('beforeResponse', (_response: unknown, req: { body: Record<string, string>; headers: Record<string, string | undefined> }) => {
      tokenRequests.push({ provider: id, body: { ...req.body }, authorization: req.headers.authorization });
    });
    server.service.on('beforeUserinfo', (response: { body: unknown }) => {
      const p = person();
      response.body =
        id === 'x'
          ? { data: { id: p.subject, name: p.name, username: 'yomiba_tester', profile_image_url: p.picture } }
          : { sub: p.subject, name: p.name, picture: p.picture, email: p.email, email_verified: p.emailVerified };
    });
  }

  const base = (id: SocialProviderId) => servers[id].issuer.url!;
  const env = {
    X_CLIENT_ID: MOCK_CLIENTS.x.id,
    X_CLIENT_SECRET: MOCK_CLIENTS.x.secret,
    X_AUTHORIZATION_URL: `${base('x')}/authorize`,
    X_TOKEN_URL: `${base('x')}/token`,
    X_USERINFO_URL: `${base('x')}/userinfo`,
    YAHOOJP_CLIENT_ID: MOCK_CLIENTS.yahoojp.id,
    YAHOOJP_CLIENT_SECRET: MOCK_CLIENTS.yahoojp.secret,
    YAHOOJP_ISSUER: base('yahoojp'),
    YAHOOJP_AUTHORIZATION_URL: `${base('yahoojp')}/authorize`,
    YAHOOJP_TOKEN_URL: `${base('yahoojp')}/token`,
    YAHOOJP_USERINFO_URL: `${base('yahoojp')}/userinfo`,
    YAHOOJP_JWKS_URL: `${base('yahoojp')}/jwks`,
    LINE_CHANNEL_ID: MOCK_CLIENTS.line.id,
    LINE_CHANNEL_SECRET: MOCK_CLIENTS.line.secret,
    LINE_ISSUER: base('line'),
    LINE_AUTHORIZATION_URL: `${base('line')}/authorize`,
    LINE_TOKEN_URL: `${base('line')}/token`,
    LINE_JWKS_URL: `${base('line')}/jwks`,
  };

  return {
    servers,
    env,
    tokenRequests,
    /** The person who "signs in" at the provider from now on. */
    as(provider: SocialProviderId, person: MockPerson) {
      people[provider] = person;
    },
    async stop() {
      await Promise.all(Object.values(servers).map((s) => s.stop()));
    },
  };
}

export type MockProviders = Awaited<ReturnType<typeof startMockProviders>>;
