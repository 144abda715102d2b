import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';

const { app } = await createTestApp();
const visitor = clientFor(app);
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as { success: boolean; message: { content: string } | null; entries?: unknown[] } });

describe('POST /api/campaign/v1/present/{slug}/entry/ (the demo joshidensho campaign)', () => {
  it('asks visitors to sign in, enters a member once and refuses the second entry in Japanese', async () => {
    expect((await visitor.post('/api/campaign/v1/present/joshidensho/entry/', { course: 'B' })).status).toBe(401);
    const member = await signUpMember(app);
    expect(await json(await member.post('/api/campaign/v1/present/joshidensho/entry/', { course: 'B', comment: '楽しみです', name: '読場 花子', postalCode: '100-0001', address: '東京都千代田区' }))).toMatchObject({ status: 200, body: { success: true } });
    expect(await json(await member.post('/api/campaign/v1/present/joshidensho/entry/', { course: 'B' }))).toMatchObject({ status: 409, body: { success: false, message: { content: 'このキャンペーンにはすでに応募済みです。応募は1人1回までです。' } } });
    const entries = await json(await member.get('/api/campaign/v1/present/joshidensho/entries/'));
    expect(entries.body.entries).toHaveLength(1);
  });

  it('refuses an ineligible member, an unknown campaign and bad input with clear answers', async () => {
    const member = await signUpMember(app);
    expect(await json(await member.post('/api/campaign/v1/present/masurao/entry/', {}))).toMatchObject({ status: 403, body: { message: { content: '応募条件を満たしていません。期間中に対象作品を1作品以上読んでください（現在0作品）。' } } });
    expect((await member.post('/api/campaign/v1/present/no-such/entry/', {})).status).toBe(404);
    expect((await member.post('/api/campaign/v1/present/christmas/entry/', {})).status).toBe(404);
    expect((await member.post('/api/campaign/v1/present/joshidensho/entry/', { course: 'Z' })).status).toBe(400);
    expect((await member.post('/api/campaign/v1/present/joshidensho/entry/', { postalCode: 'abc' })).status).toBe(400);
    expect((await member.post('/api/campaign/v1/present/..%2F/entry/', {})).status).toBe(400);
  });
});
