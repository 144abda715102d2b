import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app.ts';

const { app } = await createTestApp();
const saved = { NODE_ENV: process.env.NODE_ENV, YOMIBA_DEMO: process.env.YOMIBA_DEMO, PAYOUT_ACCOUNT_KEYS: process.env.PAYOUT_ACCOUNT_KEYS };

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('the developer sample endpoints', () => {
  it('answer outside production', async () => {
    process.env.NODE_ENV = 'test';
    expect((await app.request('/api/v1/sample/slow/?ms=0')).status).toBe(200);
  });

  it('are absent (404 in the error shape) in a production deployment, present again with the demo flag', async () => {
    process.env.NODE_ENV = 'production';
    delete process.env.YOMIBA_DEMO;
    const response = await app.request('/api/v1/sample/slow/?ms=15000');
    expect(response.status).toBe(404);
    expect((await response.json()).message.label).toBe('notfound');
    // The demo on a production build runs only with a key of its own for bank account numbers (platform/config.ts).
    process.env.PAYOUT_ACCOUNT_KEYS = `test:${Buffer.alloc(32, 5).toString('base64')}`;
    process.env.YOMIBA_DEMO = '1';
    expect((await app.request('/api/v1/sample/slow/?ms=0')).status).toBe(200);
  });
});
