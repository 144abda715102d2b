import { describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app.ts';

const { app } = await createTestApp();

describe('validation errors are Japanese', () => {
  it('the coupon API without coupon_code answers 400 with Japanese messages only', async () => {
    const response = await app.request('/api/gift/v1/coupon/');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: { content: string }; errors: { path: string; message: string }[] };
    expect(body.message.content).toBe('入力内容に誤りがあります。');
    expect(body.errors[0]!.path).toBe('coupon_code');
    for (const { message } of body.errors) expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(JSON.stringify(body)).not.toMatch(/Invalid input|expected|received/);
  });
});
