import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './platform/testing/chromium.ts';

/** A fresh object per project: vitest mutates it. */
const browser = (name: string) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const, name }],
  screenshotFailures: false,
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['modules/**/*.test.ts', 'platform/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts', 'migrations/**/*.test.ts', 'demo/**/*.test.ts'],
          exclude: ['**/*.browser.test.*', 'node_modules/**'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          setupFiles: ['platform/testing/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          // Two workers (vitest's default is one fewer than the cores: 1 on a 2-core machine; the database
          // does much of the work). The files of a worker share one module graph and one app (test-app.ts):
          // the app is imported and booted once per worker, not once per file. setup-env.ts puts back
          // what a file may change (process.env, fake timers, spies) before the next one.
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        // Two app processes of the production build behind HAProxy: after `waku build` (npm test runs it then).
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['deploy/**/*.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          setupFiles: ['platform/testing/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.tsx'],
          browser: browser('browser'),
        },
      },
      {
        // Every story of .storybook/main.ts is a test: render, play function, axe (decision 039).
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'stories',
          browser: browser('stories'),
          setupFiles: ['.storybook/story-checks.ts'],
        },
      },
    ],
  },
});
