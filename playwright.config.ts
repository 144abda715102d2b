import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './platform/testing/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);

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

/** End-to-end tests against the production build, on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry: a test that fails twice fails the run; one that passes on its retry is reported as flaky (test-results/e2e.json).
  retries: 1,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    storageState: SEEN_DAILY_FEATURES,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    // Tests tagged @phone-only describe phone behaviour (e.g. the app-install header).
    { name: 'desktop', grepInvert: /@phone-only/, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { browserName: 'chromium', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node e2e/serve-fresh.ts',
    url: `http://localhost:${PORT}/api/v1/initialize/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(PORT) },
  },
});
