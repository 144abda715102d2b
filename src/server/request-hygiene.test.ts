import { describe, expect, it } from 'vitest';
import { csrfHeaders } from '#platform/testing/csrf.ts';
import { clientFor, newTestEmail, signUpMember, TEST_PASSWORD } from '#platform/testing/members.ts';
import { createTestApp } from './testing/test-app.ts';

const { app, orm } = await createTestApp();
const db = orm.em.getConnection();
const anyTitle = async () => (await db.execute<{ code: string }[]>('select title_code as code from title where not is_adult order by id limit 1'))[0]!.code;

const expectRefused = async (response: Response, status = 400) => {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body.success).toBe(false);
  expect(body.message.content).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  return body as { errors?: { path: string; message: string }[] };
};

describe('NUL and other control characters answer 400 in the error shape, never 500', () => {
  const anonymous = clientFor(app);

  it('in the sign-in email and the sign-up fields', async () => {
    const signIn = await expectRefused(await anonymous.post('/api/v1/signin/', { email: 'a\u0000@example.jp', password: TEST_PASSWORD }));
    expect(signIn.errors).toEqual([{ path: 'email', message: '使用できない文字が含まれています。' }]);
    await expectRefused(await anonymous.post('/api/v1/signup/', { email: newTestEmail(), password: TEST_PASSWORD, display_name: 'よみ\u0000ば' }));
    await expectRefused(await anonymous.post('/api/v1/signup/', { email: newTestEmail(), password: `${TEST_PASSWORD}\u0007` }));
  });

  it('in profile, review and report text', async () => {
    const member = await signUpMember(app);
    await expectRefused(await member.post('/api/user/v1/profile/', { display_name: '名前\u0000' }));
    await expectRefused(await member.post('/api/user/v1/profile/account-holder/', { last_name: 'ヤマダ\u001b' }));
    const code = await anyTitle();
    await expectRefused(await member.post('/api/v1/review/', { title_code: code, rating: 4, body: '面白い\u0000です' }));
    // Multi-line text keeps its newlines and tabs.
    expect((await member.post('/api/v1/review/', { title_code: code, rating: 4, body: '一行目\r\n\t二行目です。' })).status).toBe(200);
    await expectRefused(await member.post('/api/v1/review/report/', { review_id: 1, reason: 'spoiler', comment: 'ネタバレ\u0000' }));
    // A key with a control character, deep in the body.
    await expectRefused(await member.post('/api/v1/review/', { title_code: code, rating: 4, body: 'ok', extra: [{ ['k\u0000']: 1 }] }));
  });

  it('in the contact form, as JSON and as a form post', async () => {
    const inquiry = { category: 'bug', name: '読場\u0000', email: 'hanako@example.jp', titleCode: '', message: '第3話の12ページ目が表示されません。' };
    await expectRefused(await anonymous.post('/api/v1/contact/', inquiry));
    const form = await app.request('http://localhost/api/v1/contact/', {
      method: 'POST',
      headers: { ...csrfHeaders, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...inquiry, name: '読場', message: 'ページが\u0000表示されません。' }).toString(),
    });
    await expectRefused(form);
  });

  it('in path parameters of images and in queries (the coupon url)', async () => {
    const code = await anyTitle();
    await expectRefused(await anonymous.get('/img/cover/%00'));
    await expectRefused(await anonymous.get(`/img/cover/${code}%01`));
    await expectRefused(await anonymous.get(`/img/page/${code}/1/1/%00`));
    await expectRefused(await anonymous.get('/api/gift/v1/coupon/recommend/?url=/book/%00'));
    await expectRefused(await anonymous.get('/api/v1/search/?keyword=%E3%81%82%0A'));
    // The same requests without the control character are answered normally.
    expect((await anonymous.get('/api/gift/v1/coupon/recommend/?url=/book/')).status).toBe(200);
    expect((await anonymous.get(`/img/cover/${code}`)).status).toBe(200);
  });
});

describe('request bodies are limited by route: 413 in the error shape', () => {
  const big = (bytes: number) => JSON.stringify({ title_code: 'x', rating: 3, body: 'あ'.repeat(Math.ceil(bytes / 3)) });

  it('refuses a body over the route limit by its Content-Length, with a Japanese message', async () => {
    const member = await signUpMember(app);
    const body = await expectRefused(await member.post('/api/v1/favorite/', big(20 * 1024)), 413);
    expect(body).toEqual({ success: false, message: { content: '送信されたデータが大きすぎます。内容を短くして再度お試しください。', label: 'modal', level: 'warning' } });
    await expectRefused(await member.post('/api/v1/review/', big(70 * 1024)), 413);
    await expectRefused(await clientFor(app).post('/api/v1/signin/', { email: 'a@example.jp', password: 'x'.repeat(5000) }), 413);
    // Reviews may be longer than other bodies: 30 KB reaches the review's own validation.
    expect((await member.post('/api/v1/review/', big(30 * 1024))).status).toBe(400);
  });

  it('refuses a streamed (chunked) body without Content-Length once it passes the limit', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`"${'x'.repeat(1022)}",`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":['));
      },
      pull(controller) {
        // Endless unless the server stops reading: it must answer after about 16 KB.
        sent += chunk.byteLength;
        if (sent > 50 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await app.request('http://localhost/api/v1/contact/', {
      method: 'POST',
      headers: { ...csrfHeaders, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectRefused(response, 413);
    expect(sent).toBeLessThan(1024 * 1024);
  });
});
