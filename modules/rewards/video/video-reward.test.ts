import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reconcileWallet } from '#modules/wallet/index.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { createSandboxAdProvider } from './ad-provider.ts';

const jst = (text: string) => new Date(`${text}+09:00`);
let now = jst('2031-07-10T23:00:00');
const { app, orm, services } = await createTestApp({ now: () => now });
const visitor = clientFor(app);
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });
const sandbox = services.videoProvider!;
const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

async function lottery() {
  const made = await services.lotteryAdmin.create({
    code: `video-${randomUUID().slice(0, 8)}`,
    label: 'デイリーガチャ',
    description: '動画を見るともう1回引けます。',
    refillHours: [6, 12, 18],
    drawsPerPeriod: 1,
    startsAt: jst('2031-07-01T00:00:00'),
    scheme: 'open',
    tiers: [{ tierId: 'points', label: 'ポイント', weight: 1_000_000, prize: { kind: 'point', amount: 2 }, valueYen: 2 }],
  });
  return made.id;
}

describe('rewarded video', () => {
  it('50 parallel signed callbacks of one transaction: one extra draw, and the member draws twice this period', async () => {
    const lotteryId = await lottery();
    const member = await signUpMember(app);
    const started = (await json(await member.post('/api/reward/v1/video/start/', { lottery_id: lotteryId }))).body;
    expect(started).toMatchObject({ success: true, remainedVideoReward: 3, provider: 'sandbox' });
    const callback = `/api/reward/v1/video/callback/${query(sandbox.signedCallback({ transactionId: started.transactionId, userId: member.userId, rewardAmount: 1 }))}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => visitor.get(callback).then(json)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((a) => a.body.granted)).toHaveLength(1);
    const [{ n }] = (await orm.em.fork().execute('select count(*)::int as n from reward_extra_draw where user_id = ?', [member.userId])) as [{ n: number }];
    expect(n).toBe(1);
    expect((await json(await member.get(`/api/special/gacha/daily/${lotteryId}/`))).body.remained).toBe(2);
    expect((await json(await member.get('/api/reward/v1/video/'))).body).toMatchObject({ enabled: true, remainedVideoReward: 2 });
    for (let i = 0; i < 2; i++) expect((await member.post(`/api/special/gacha/daily/${lotteryId}/confirm/`, { request_id: randomUUID().replaceAll('-', '') })).status).toBe(200);
    expect((await member.post(`/api/special/gacha/daily/${lotteryId}/confirm/`, { request_id: randomUUID().replaceAll('-', '') })).status).toBe(409);
    expect(await reconcileWallet(orm.em.fork(), { userIds: [member.userId] })).toEqual([]);
  });

  it('refuses a forged or another member\'s callback, and grants nothing for a video closed early or failed', async () => {
    const lotteryId = await lottery();
    const member = await signUpMember(app);
    const { transactionId } = (await json(await member.post('/api/reward/v1/video/start/', { lottery_id: lotteryId }))).body;
    const forged = createSandboxAdProvider('not-the-server-secret').signedCallback({ transactionId, userId: member.userId, rewardAmount: 1 });
    expect(await json(await visitor.get(`/api/reward/v1/video/callback/${query(forged)}`))).toMatchObject({ status: 400, body: { success: false, message: { content: '動画視聴の確認ができませんでした。' } } });
    const other = await signUpMember(app);
    expect((await visitor.get(`/api/reward/v1/video/callback/${query(sandbox.signedCallback({ transactionId, userId: other.userId, rewardAmount: 1 }))}`)).status).toBe(400);
    for (const outcome of ['close', 'error']) {
      expect((await json(await member.post('/api/reward/v1/video/sandbox/', { transaction_id: transactionId, outcome }))).body).toMatchObject({ success: true, outcome, granted: false, remainedVideoReward: 3 });
    }
    expect((await json(await member.post('/api/reward/v1/video/sandbox/', { transaction_id: transactionId, outcome: 'complete' }))).body).toMatchObject({ granted: true, remainedVideoReward: 2 });
    expect((await visitor.post('/api/reward/v1/video/start/', { lottery_id: lotteryId })).status).toBe(401);
  });

  it('counts remainedVideoReward per JST day: three a day, back at midnight in Japan', async () => {
    now = jst('2031-07-11T23:59:59');
    const lotteryId = await lottery();
    const member = await signUpMember(app);
    for (let i = 0; i < 3; i++) {
      const { transactionId } = (await json(await member.post('/api/reward/v1/video/start/', { lottery_id: lotteryId }))).body;
      await member.post('/api/reward/v1/video/sandbox/', { transaction_id: transactionId, outcome: 'complete' });
    }
    expect(await json(await member.post('/api/reward/v1/video/start/', { lottery_id: lotteryId }))).toMatchObject({ status: 409, body: { message: { content: '本日の動画視聴特典は上限に達しました。明日またご利用ください。' } } });
    now = jst('2031-07-12T00:00:00');
    expect((await json(await member.get('/api/reward/v1/video/'))).body.remainedVideoReward).toBe(3);
    now = jst('2031-07-10T23:00:00');
  });
});
