import { describe, expect, it } from 'vitest';
import { createApi } from './create-api.ts';
import { CSRF_COOKIE, csrfMessage, csrfProtection } from './csrf.ts';

function api() {
  const app = createApi();
  app.use('/api/*', csrfProtection());
  app.get('/api/v1/ping/', (c) => c.json({ success: true }));
  app.post('/api/v1/ping/', (c) => c.json({ success: true, posted: true }));
  return app;
}

async function token(): Promise<string> {
  const response = await api().request('/api/v1/ping/');
  const cookie = response.headers.get('set-cookie') ?? '';
  return new RegExp(`${CSRF_COOKIE}=([^;]+)`).exec(cookie)![1]!;
}

describe('CSRF double-submit protection', () => {
  it('hands out a readable, same-site token cookie on a safe request', async () => {
    const response = await api().request('http://localhost/api/v1/ping/');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${CSRF_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('Secure');
    const https = await api().request('https://yomiba.example/api/v1/ping/');
    expect(https.headers.get('set-cookie')).toContain('Secure');
  });

  it('does not hand out a new token when the request already has one', async () => {
    const value = await token();
    const response = await api().request('/api/v1/ping/', { headers: { Cookie: `${CSRF_COOKIE}=${value}` } });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('lets an unsafe request through when the header echoes the cookie', async () => {
    const value = await token();
    const response = await api().request('/api/v1/ping/', { method: 'POST', headers: { Cookie: `${CSRF_COOKIE}=${value}`, 'X-CSRF-Token': value } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, posted: true });
  });

  it('refuses a missing, mismatched or cookie-less token with 403 in the error shape', async () => {
    const value = await token();
    const other = await token();
    const cases: Record<string, string>[] = [
      { Cookie: `${CSRF_COOKIE}=${value}` },
      { Cookie: `${CSRF_COOKIE}=${value}`, 'X-CSRF-Token': other },
      { 'X-CSRF-Token': value },
      { Cookie: `${CSRF_COOKIE}=short`, 'X-CSRF-Token': 'short' },
    ];
    for (const headers of cases) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await api().request('/api/v1/ping/', { method, headers });
        expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.json()).toEqual({ success: false, message: { content: csrfMessage, label: 'modal', level: 'error' } });
      }
    }
  });

  it('refuses a write from another origin even with a valid token, and lets the own origin through (issue 29)', async () => {
    const value = await token();
    const write = (headers: Record<string, string>, url = 'http://localhost/api/v1/ping/') =>
      api().request(url, { method: 'POST', headers: { Cookie: `${CSRF_COOKIE}=${value}`, 'X-CSRF-Token': value, ...headers } });
    const foreign: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { Origin: 'http://localhost.evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'http://localhost', 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of foreign) {
      const response = await write(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ success: false, message: { content: csrfMessage, label: 'modal', level: 'error' } });
    }
    expect((await write({ Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await write({ Origin: 'https://yomiba.example' }, 'https://yomiba.example/api/v1/ping/')).status).toBe(200);
    // The public origin (PUBLIC_URL) is the site's own whatever the request's Host.
    expect((await write({ Origin: new URL(process.env.PUBLIC_URL || 'http://localhost:3000').origin }, 'http://10.0.0.5:3000/api/v1/ping/')).status).toBe(200);
    expect((await write({})).status).toBe(200);
  });
});
