import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';

const { app, services } = await createTestApp();
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

  it('the publisher festival: one entry per course, the 2024 edition by its two-segment slug, Japanese refusals', async () => {
    const member = await signUpMember(app);
    const enter = (course: string) => member.post('/api/campaign/v1/present/manga-festival/entry/', { course });
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => enter('kodama').then((r) => r.status)));
    expect(outcomes.filter((s) => s === 200)).toHaveLength(1);
    expect(outcomes.filter((s) => s === 409)).toHaveLength(29);
    expect(await json(await enter('kodama'))).toMatchObject({ status: 409, body: { message: { content: 'このコースにはすでに応募済みです。応募は1コースにつき1人1回までです。' } } });
    expect((await enter('sakura')).status).toBe(200);
    expect((await json(await member.get('/api/campaign/v1/present/manga-festival/entries/'))).body.entries).toHaveLength(2);
    const edition = '/api/campaign/v1/present/manga-festival%2F2024/entry/';
    const contact = { name: '読場 花子', postalCode: '1000001', address: '東京都千代田区' };
    expect((await member.post(edition, contact)).status).toBe(200);
    expect(await json(await member.post(edition, contact))).toMatchObject({ status: 409, body: { message: { content: 'このキャンペーンにはすでに応募済みです。応募は1人1回までです。' } } });
    expect((await member.post('/api/campaign/v1/present/manga-festival%2F2024%2Fx/entry/', contact)).status).toBe(400);
    expect((await visitor.post('/api/campaign/v1/present/spring-manga-2024/entry/', contact)).status).toBe(401);
    expect((await member.post('/api/campaign/v1/present/spring-manga-2024/entry/', contact)).status).toBe(200);
    expect((await json(await member.get('/api/campaign/v1/present/spring-manga-2024/entries/'))).body.entries).toMatchObject([{ href: '/special/spring-manga-2024/form/' }]);
  });

  it('manga-matsuri asks for one title read in its window (eligibility as data)', async () => {
    const member = await signUpMember(app);
    expect(await json(await member.post('/api/campaign/v1/present/manga-matsuri/entry/', {}))).toMatchObject({ status: 403, body: { message: { content: '応募条件を満たしていません。期間中に対象作品を1作品以上読んでください（現在0作品）。' } } });
  });
});

describe('POST /api/campaign/v1/tweet_present/{code}/entry/ (the demo share-winter campaign)', () => {
  const path = '/api/campaign/v1/tweet_present/share-winter/entry/';
  it('takes the address of a post on X once per member; visitors sign in first; anything else is refused in Japanese', async () => {
    expect((await visitor.post(path, { postUrl: 'https://x.com/yomiba/status/1234567890' })).status).toBe(401);
    const member = await signUpMember(app);
    for (const postUrl of ['https://example.com/yomiba/status/1', 'http://x.com/yomiba/status/1', 'https://x.com/yomiba', 'https://x.com.evil.jp/yomiba/status/1', 'javascript:alert(1)', '', 42]) {
      const answer = await json(await member.post(path, { postUrl }));
      expect(answer.status, String(postUrl)).toBe(400);
      expect(JSON.stringify(answer.body), String(postUrl)).toContain('XのポストのURL（https://x.com/ユーザー名/status/数字 の形）を入力してください。');
    }
    expect((await member.post('/api/campaign/v1/tweet_present/no-such/entry/', { postUrl: 'https://x.com/yomiba/status/1' })).status).toBe(404);
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => member.post(path, { postUrl: `https://twitter.com/yomiba_fan/status/17${i}?s=20` }).then((r) => r.status)));
    expect(outcomes.filter((s) => s === 200)).toHaveLength(1);
    expect(outcomes.filter((s) => s === 409)).toHaveLength(29);
    const again = await json(await member.post(path, { postUrl: 'https://x.com/yomiba_fan/status/99' }));
    expect(again).toMatchObject({ status: 409, body: { message: { content: 'このキャンペーンにはすでに応募済みです。応募は1人1回までです。' } } });
  });

  it('keeps the post’s address without its share query', async () => {
    const member = await signUpMember(app);
    expect((await member.post(path, { postUrl: ' https://x.com/yomiba_fan/status/123456/?s=46&t=abc ' })).status).toBe(200);
    expect(await services.presents.entriesOf(member.userId, 'tweet_present', 'share-winter')).toMatchObject([{ answers: { postUrl: 'https://x.com/yomiba_fan/status/123456' } }]);
  });
});
