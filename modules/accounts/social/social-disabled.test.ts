import { describe, expect, it } from 'vitest';
import { loadSocialProviders } from './providers.ts';
import { enabledSocialProviders } from './index.ts';

// No provider configured in this file's process: every social route answers 404.
for (const name of ['X_CLIENT_ID', 'X_CLIENT_SECRET', 'YAHOOJP_CLIENT_ID', 'YAHOOJP_CLIENT_SECRET', 'LINE_CHANNEL_ID', 'LINE_CHANNEL_SECRET']) delete process.env[name];
const { createTestApp } = await import('#src/server/testing/test-app.ts');
const { app } = await createTestApp();

describe('providers without their environment variables', () => {
  it('are off: start and callback answer 404 in the error shape, and no button is offered', async () => {
    for (const provider of ['x', 'yahoojp', 'line']) {
      const start = await app.request(`http://localhost/api/v1/auth/${provider}/start/?next=/`);
      expect(start.status).toBe(404);
      expect(await start.json()).toEqual({ success: false, message: { content: 'お探しのページは見つかりませんでした。', label: 'notfound', level: 'warning' } });
      expect(start.headers.getSetCookie().some((c) => c.includes('yomiba_social_'))).toBe(false);
      expect((await app.request(`http://localhost/api/v1/auth/${provider}/callback/?code=a&state=b`)).status).toBe(404);
    }
    expect(enabledSocialProviders()).toEqual([]);
  });

  it('need both the client id and the secret; endpoints default to the real providers', () => {
    expect(loadSocialProviders({ X_CLIENT_ID: 'id' })).toEqual([]);
    expect(loadSocialProviders({ LINE_CHANNEL_SECRET: 'secret' })).toEqual([]);
    const [line] = loadSocialProviders({ LINE_CHANNEL_ID: '1', LINE_CHANNEL_SECRET: 's' });
    expect(line).toMatchObject({ id: 'line', tokenAuth: 'post', authorizationEndpoint: 'https://access.line.me/oauth2/v2.1/authorize' });
    const all = loadSocialProviders({ X_CLIENT_ID: 'a', X_CLIENT_SECRET: 'b', YAHOOJP_CLIENT_ID: 'c', YAHOOJP_CLIENT_SECRET: 'd', LINE_CHANNEL_ID: 'e', LINE_CHANNEL_SECRET: 'f' });
    expect(all.map((p) => p.id)).toEqual(['x', 'yahoojp', 'line']);
    expect(all[1]!.oidc).toEqual({ issuer: 'https://auth.login.yahoo.co.jp/yconnect/v2', jwksUri: 'https://auth.login.yahoo.co.jp/yconnect/v2/jwks', algorithms: ['RS256'] });
  });
});
