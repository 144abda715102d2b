import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The page data of member pages (a visitor's redirect, a member's private data) and the addresses built from
// PUBLIC_URL, not the Host: deploy/production-pages.test.ts.

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

  test('a member’s pages too, after client-side navigation', async ({ page, member: _member }) => {
    const violations = await watchViolations(page);
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
