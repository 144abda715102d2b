import { afterEach, describe, expect, it } from 'vitest';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { newTestEmail, TEST_PASSWORD, verificationTokenFor } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';

const { app } = await createTestApp();

const proxied = (path: string, body: unknown) =>
  app.request(`http://yomiba.internal${path}`, {
    method: 'POST',
    headers: { ...csrfHeaders, 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
    body: JSON.stringify(body),
  });

/** Signs up and follows the verification mail's link through the proxy: the link's answer sets the session. */
async function signUp() {
  const email = newTestEmail();
  expect((await proxied('/api/v1/signup/', { email, password: TEST_PASSWORD })).status).toBe(200);
  return proxied('/api/v1/email/verify/', { token: await verificationTokenFor(app, email) });
}

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe('session cookie behind a TLS-terminating proxy', () => {
  it('uses __Host- and Secure when TRUST_PROXY is set and the proxy says https', async () => {
    process.env.TRUST_PROXY = '1';
    const cookie = (await signUp()).headers.getSetCookie().find((c) => c.includes('yomiba_session='))!;
    expect(cookie).toMatch(/^__Host-yomiba_session=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('ignores a client-sent X-Forwarded-Proto without TRUST_PROXY', async () => {
    const cookie = (await signUp()).headers.getSetCookie().find((c) => c.includes('yomiba_session='))!;
    expect(cookie).toMatch(/^yomiba_session=/);
    expect(cookie).not.toMatch(/Secure/);
  });
});
