import { expect, test, type Page } from '@playwright/test';
import { signUpByApi } from './api-member.ts';

const PASSWORD = 'yomiba-e2e-pass-7';
const uniqueEmail = () => `e2e-sec-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.jp`;

/** Collects CSP violations (the page's securitypolicyviolation events and the console's reports). */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [...violations, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
}

test.describe('Content-Security-Policy (issue 14)', () => {
  // Several full pages each, on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 });
  test('pages send a nonce policy (or, for a shared render, its scripts\' hashes), hydrate and report no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const nonces = new Set<string>();
    for (const path of ['/', '/', '/book/title/YB000001/', '/book/title/YB000001/', '/book/search/?keyword=%E6%81%8B', '/signin/', '/signup/', '/book/ranking/', '/no/such/page/', '/no/such/page/']) {
      const response = await page.goto(path);
      const policy = response!.headers()['content-security-policy']!;
      expect(policy, path).toMatch(/script-src 'self'( 'nonce-[A-Za-z0-9+/=]+'| 'sha256-[A-Za-z0-9+/=]+')+;/);
      // A nonce is one response's: never the same for two loads (decision 079).
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      if (nonce) {
        expect(nonces.has(nonce), path).toBe(false);
        nonces.add(nonce);
      }
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'", "connect-src 'self'", "img-src 'self'"]) {
        expect(policy, path).toContain(directive);
      }
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await violations(), path).toEqual([]);
    }
  });

  test('a member’s pages too, after client-side navigation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await signUpByApi(page, { email: uniqueEmail(), password: PASSWORD });
    for (const path of ['/profile/', '/myitem/', '/bookshelf/']) {
      await page.goto(path);
      await page.waitForSelector('html[data-hydrated="true"]');
    }
    await page.goto('/');
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('a[href^="/book/title/"]').first().click();
    await page.waitForURL(/\/book\/title\//);
    expect(await violations()).toEqual([]);
  });
});

test.describe('Waku page data of member pages (issue 14)', () => {
  test('visitors get the sign-in redirect, not the data', async ({ request }) => {
    for (const [rsc, page] of [['/RSC/R/profile.txt', '/profile/'], ['/RSC/R/myitem.txt', '/myitem/']] as const) {
      const response = await request.get(rsc, { maxRedirects: 0 });
      expect(response.status(), rsc).toBe(401);
      expect(response.headers().location).toBe(`/signin/?next=${encodeURIComponent(page)}`);
      expect(response.headers()['cache-control']).toBe('private, no-store');
    }
  });

  test('a member’s data is private, no-store and varies by cookie', async ({ page }) => {
    await page.goto('/');
    const email = uniqueEmail();
    await signUpByApi(page, { email, password: PASSWORD });
    for (const rsc of ['/RSC/R/profile.txt', '/RSC/R/myitem.txt']) {
      const response = await page.request.get(rsc);
      expect(response.status(), rsc).toBe(200);
      expect(response.headers()['cache-control'], rsc).toBe('private, no-store');
      expect(response.headers().vary, rsc).toMatch(/Cookie/);
    }
    expect(await (await page.request.get('/RSC/R/profile.txt')).text()).toContain(email);
  });
});

test.describe('addresses and hosts (issue 14)', () => {
  test('canonical, og:url, JSON-LD and feeds come from PUBLIC_URL, never from a forged Host', async ({ request, baseURL }) => {
    const headers = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' };
    const html = await (await request.get('/book/title/YB000001/', { headers })).text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/book/title/YB000001/"`);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}/book/title/YB000001/"`);
    const rss = await (await request.get('/sitemap/rss/', { headers })).text();
    expect(rss).not.toContain('evil.example');
    expect(rss).toContain(`${baseURL}/book/title/`);
  });

  test('control characters in a page address answer 400, not 500', async ({ request }) => {
    for (const path of ['/book/search/?keyword=%00', '/book/title/%00/', '/img/cover/%00']) {
      expect((await request.get(path)).status(), path).toBe(400);
    }
  });
});
