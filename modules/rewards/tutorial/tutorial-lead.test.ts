import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';

const DAY_MS = 86_400_000;
let now = new Date();
const { app, services } = await createTestApp({ now: () => now });
const visitor = clientFor(app);
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });

describe('GET /api/reward/v1/tutorial/lead/', () => {
  it('asks a visitor to log in', async () => {
    expect(await json(await visitor.get('/api/reward/v1/tutorial/lead/'))).toMatchObject({ status: 401, body: { success: false } });
  });

  it('gives a new member the rewards\' first steps in row.contents, each marked done once done', async () => {
    now = new Date();
    const member = await signUpMember(app);
    const first = await json(await member.get('/api/reward/v1/tutorial/lead/'));
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    const contents = first.body.row.contents as { key: string; title: string; link: string; done: boolean }[];
    expect(contents.slice(0, 2)).toEqual([
      expect.objectContaining({ key: 'login-bonus', title: 'ログインボーナスを受け取る', link: '/rewardconfirm/', done: false }),
      expect.objectContaining({ key: 'daily-gacha', title: 'デイリーガチャを引く', link: '/special/lottery/', done: false }),
    ]);
    await services.gifts.receiveAll(member.userId);
    const after = (await json(await member.get('/api/reward/v1/tutorial/lead/'))).body.row.contents as { key: string; done: boolean }[];
    expect(after.find((item) => item.key === 'login-bonus')!.done).toBe(true);
  });

  it('gives an empty list to a member who signed up 14 days ago or more', async () => {
    now = new Date();
    const member = await signUpMember(app);
    now = new Date(Date.now() + 14 * DAY_MS);
    expect((await json(await member.get('/api/reward/v1/tutorial/lead/'))).body).toEqual({ success: true, message: null, row: { contents: [] } });
    now = new Date();
  });
});
