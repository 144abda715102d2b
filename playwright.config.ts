import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './platform/testing/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The e2e server's session key, known to the test workers too (they inherit the runner's environment):
 * e2e/fixtures.ts signs its members in through the accounts module's own session service.
 */
process.env.E2E_SESSION_SECRET ??= randomBytes(48).toString('base64url');

/**
 * Every test starts with the daily features already seen (the recommend modal marked shown for
 * a day far ahead, the app-install header closed, the daily stamp card shown), so they do not cover the page under test.
 * e2e/daily-features.spec.ts starts from an empty storage instead.
 */
export const SEEN_DAILY_FEATURES = {
  cookies: [],
  origins: [
    {
      origin: `http://localhost:${PORT}`,
      localStorage: [
        { name: 'yomiba:daily-recommend', value: '9999-12-31' },
        { name: 'yomiba:app-install-dismissed', value: '1' },
        { name: 'yomiba:stamp-card-shown', value: '9999-12-31' },
      ],
    },
  ],
};

const desktop = { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } };
const phone = { browserName: 'chromium' as const, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/**
 * End-to-end tests against the production build, on a fresh embedded database: two workers, every test on
 * its own data (e2e/fixtures.ts makes its members), no retries (a flaky test fails the run).
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    storageState: SEEN_DAILY_FEATURES,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  // A test tagged @site-wide (it changes what every page shows) runs while no other does: e2e/fixtures.ts.
  projects: [
    // Everything on a desktop browser, but what only a phone shows (@phone-only).
    { name: 'desktop', grepInvert: /@phone-only/, use: desktop },
    // What depends on the viewport (@phone: both layouts; @phone-only): the drawer, touch, spreads, the
    // app-install header, layout stability and the phone layouts.
    { name: 'phone', grep: /@phone/, use: phone },
  ],
  webServer: {
    command: 'node e2e/serve-fresh.ts',
    url: `http://localhost:${PORT}/api/v1/initialize/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(PORT), SESSION_SECRET: process.env.E2E_SESSION_SECRET },
  },
});
