import { csrfHeaders } from '#platform/testing/csrf.ts';
import { describe, expect, it } from 'vitest';
import { createApi } from '#platform/http/create-api.ts';
import { csrfProtection } from '#platform/http/csrf.ts';
import { clientIp, rateLimitMessage } from '#platform/http/rate-limit.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { contactRouter } from './contact-router.ts';
import { ContactInquiry } from './entities/contact-inquiry.ts';

const { app, orm, services } = await createTestApp();

/** The contact route with a memory limit of its own, trusting X-Forwarded-For so each test is its own client. */
const contactApp = createApi();
contactApp.use('/api/*', csrfProtection());
contactApp.route('/', contactRouter(services.support, { clientIp: (c) => clientIp(c, { trustProxy: true }), store: 'memory' }));
let client = 0;

const valid = {
  category: 'bug',
  name: '読場 花子',
  email: 'hanako@example.jp',
  titleCode: 'YB000001',
  message: '第3話の12ページ目が表示されません。再読み込みしても同じです。',
};

const post = (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  contactApp.request('/api/v1/contact/', {
    method: 'POST',
    headers: { 'User-Agent': 'vitest/contact', 'X-Forwarded-For': `192.0.2.${++client}`, ...csrfHeaders, ...headers },
    body,
  });

const fieldsOf = async (response: Response) => ((await response.json()).errors ?? []).map((e: { path: string }) => e.path);

describe('POST /api/v1/contact/', () => {
  it('stores a valid inquiry and answers the thank-you message with an inquiry number', async () => {
    const response = await post(JSON.stringify(valid));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.message).toEqual({ content: expect.stringContaining('お問い合わせを受け付けました。'), label: 'string', level: 'info' });
    expect(body.inquiry_number).toMatch(/^Y-\d{6}$/);

    const id = Number(body.inquiry_number.slice(2));
    const stored = await orm.em.fork().findOneOrFail(ContactInquiry, id);
    expect(stored).toMatchObject({ ...valid, userAgent: 'vitest/contact', status: 'new' });
    expect(stored.createdAt).toBeInstanceOf(Date);
  });

  it('stores an inquiry without a title code as null', async () => {
    const { titleCode: _omitted, ...rest } = valid;
    const response = await post(JSON.stringify({ ...rest, titleCode: '' }));
    expect(response.status).toBe(200);
    const id = Number((await response.json()).inquiry_number.slice(2));
    expect((await orm.em.fork().findOneOrFail(ContactInquiry, id)).titleCode).toBeNull();
  });

  it('answers a bad email with 400 naming the field, in Japanese', async () => {
    const response = await post(JSON.stringify({ ...valid, email: 'not-an-address' }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.message.level).toBe('warning');
    expect(body.errors).toEqual([{ path: 'email', message: 'メールアドレスの形式が正しくありません' }]);
  });

  it('answers a too short message with 400', async () => {
    const response = await post(JSON.stringify({ ...valid, message: '短すぎ' }));
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual(['message']);
  });

  it('names every problem of an empty form', async () => {
    const response = await post('{}');
    expect(response.status).toBe(400);
    expect((await fieldsOf(response)).sort()).toEqual(['category', 'email', 'message', 'name']);
  });

  it('rejects an unknown category and an overlong name', async () => {
    const response = await post(JSON.stringify({ ...valid, category: 'refund', name: 'あ'.repeat(51) }));
    expect(response.status).toBe(400);
    expect((await fieldsOf(response)).sort()).toEqual(['category', 'name']);
  });

  it('answers a body over 16 KB with 413 in the error shape', async () => {
    const response = await post(JSON.stringify({ ...valid, message: 'あ'.repeat(6000) }));
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.message.content).toContain('長すぎます');
  });

  it('answers invalid JSON and a wrong content type with 400, never 500', async () => {
    for (const [body, headers] of [
      ['{"name":', { 'Content-Type': 'application/json' }],
      ['name=a&email=b', { 'Content-Type': 'application/x-www-form-urlencoded' }],
      [JSON.stringify(valid), { 'Content-Type': 'text/plain' }],
      ['[]', { 'Content-Type': 'application/json' }],
      ['null', { 'Content-Type': 'application/json' }],
    ] as const) {
      const response = await post(body, headers);
      expect(response.status, body).toBe(400);
      expect((await response.json()).success).toBe(false);
    }
  });
});

describe('POST /api/v1/contact/ from one address', () => {
  it('accepts 5 inquiries per 10 minutes, then answers 429 with Retry-After and stores nothing', async () => {
    const from = { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.9, 10.0.0.1' };
    const marker = `連投テスト${Date.now()}`;
    const send = () => post(JSON.stringify({ ...valid, message: `${marker}の問い合わせです。` }), from);
    // Invalid forms are answered before the limit and do not use it up.
    expect((await post('{}', from)).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await send()).status, `inquiry ${i + 1}`).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(await refused.json()).toEqual({ success: false, message: { content: rateLimitMessage, label: 'modal', level: 'warning' } });
    const rows = await orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from contact_inquiry where message like ?', [`${marker}%`]);
    expect(Number(rows[0]?.n)).toBe(5);
    // Another address is still welcome.
    expect((await post(JSON.stringify(valid), { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.10' })).status).toBe(200);
  });
});

describe('GET /api/v1/sample/slow/', () => {
  it('waits the given milliseconds and answers success', async () => {
    const started = Date.now();
    const response = await app.request('/api/v1/sample/slow/?ms=120');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('rejects values outside 0..20000 and non-integers with 400', async () => {
    for (const ms of ['-1', '20001', '1.5', 'abc']) {
      expect((await app.request(`/api/v1/sample/slow/?ms=${ms}`)).status, ms).toBe(400);
    }
  });
});

describe('POST /api/v1/contact/ without the CSRF token', () => {
  it('is refused with 403 and stores nothing', async () => {
    const response = await app.request('/api/v1/contact/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...valid, message: 'CSRFなしの問い合わせです。保存されてはいけません。' }),
    });
    expect(response.status).toBe(403);
    const rows = await orm.em.getConnection().execute<{ n: string }[]>("select count(*) as n from contact_inquiry where message like 'CSRFなし%'");
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
