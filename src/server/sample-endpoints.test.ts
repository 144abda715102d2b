import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app.ts';

const { app } = await createTestApp();
const saved = { nodeEnv: process.env.NODE_ENV, demo: process.env.YOMIBA_DEMO };

afterEach(() => {
  process.env.NODE_ENV = saved.nodeEnv;
  if (saved.demo === undefined) delete process.env.YOMIBA_DEMO;
  else process.env.YOMIBA_DEMO = saved.demo;
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
    process.env.YOMIBA_DEMO = '1';
    expect((await app.request('/api/v1/sample/slow/?ms=0')).status).toBe(200);
  });
});
