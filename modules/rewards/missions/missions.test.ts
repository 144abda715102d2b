import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reconcileWallet } from '#modules/wallet/index.ts';
import { seededStories } from '#modules/wallet/testing.ts';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import type { MissionBoardInput, MissionInput } from './mission-service.ts';
import { MissionError } from './mission-errors.ts';
import { missionErrorMapping } from './mission-error-mapping.ts';

// Far from the seeding day, so that the demo's missions have ended.
const jst = (text: string) => new Date(`${text}+09:00`);
let now = jst('2032-06-10T10:00:00');
const { app, orm, services } = await createTestApp({ now: () => now });
const visitor = clientFor(app);
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });
const clean = async (...userIds: number[]) => expect(await reconcileWallet(orm.em.fork(), { userIds })).toEqual([]);
const count = async (query: string, params: unknown[]) => ((await orm.em.fork().execute(query, params)) as [{ n: number }])[0].n;

const READ_3: MissionInput = { label: '今日3話読む', action: 'episode-read', target: 3, per: 'day', prize: { kind: 'point', amount: 10 } };
const FAVORITE_2: MissionInput = { label: 'お気に入りに2作品登録する', action: 'favorite', target: 2, per: 'board', prize: { kind: 'bonus_coin', amount: 30, validHours: 24 * 7 } };
const REVIEW_1: MissionInput = { label: 'レビューを書く', action: 'review', target: 1, per: 'board', prize: { kind: 'point', amount: 20 } };

async function board(overrides: Partial<MissionBoardInput> = {}) {
  const code = `m-${randomUUID().slice(0, 8)}`;
  await services.missions.createBoard({
    code,
    label: '6月のミッション',
    description: 'ミッションを達成して特典を受け取ろう',
    startsAt: jst('2032-06-01T00:00:00'),
    endsAt: jst('2032-07-01T00:00:00'),
    missions: [READ_3, FAVORITE_2, REVIEW_1],
    ...overrides,
  });
  const view = await services.missions.board(code, null);
  return { code, ids: view.missions.map((mission) => mission.id) };
}

const progressOf = async (code: string, userId: number) => (await services.missions.board(code, userId)).missions.map((mission) => [mission.progress, mission.claimed, mission.claimable]);

describe('saving a board', () => {
  it('refuses unknown actions, bad targets and a purchase mission over 総付景品\'s limit, in Japanese', async () => {
    const refused = await board({
      missions: [
        { label: 'ガチャでレア', action: 'random' as never, target: 1, per: 'day', prize: { kind: 'point', amount: 1 } },
        { label: '100話読む', action: 'episode-read', target: 500, per: 'board', prize: { kind: 'point', amount: 1 } },
        { label: '1冊買う', action: 'purchase', target: 1, per: 'board', prize: { kind: 'bonus_coin', amount: 500, validHours: 24 }, prizeValueYen: 500 },
      ],
      purchaseYen: 300,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MissionError);
    const answer = missionErrorMapping.toApiError(refused as Error)!.toJSON() as { message: { content: string }; errors: { path: string; message: string }[] };
    expect(answer.message.content).toBe('設定内容に誤りがあります。');
    expect(answer.errors).toEqual([
      { path: 'missions', message: '「ガチャでレア」: 対象の行動が正しくありません（ランダムな条件は設定できません）。' },
      { path: 'missions', message: '「100話読む」: 達成に必要な回数は1〜100で指定してください。' },
      { path: 'prize', message: '「ボーナスコイン 500枚」の価額が総付景品の上限（200円）を超えています。' },
    ]);
  });
});

describe('progress', () => {
  it('comes from the reading, favourite and review routes through the composition root, counted once per reference', async () => {
    const { code } = await board();
    const member = await signUpMember(app);
    const { free, waitFree } = await seededStories(orm, 5);
    for (let i = 0; i < 2; i++) await member.post('/api/v1/reading/progress/', { title: free.titleCode, volume: free.volumeSerialNumber, story: free.storyNumber, page: 1 });
    for (const title of [free.titleCode, free.titleCode, waitFree.titleCode]) expect((await member.post('/api/v1/favorite/', { favorite: '1', title_code: title })).status).toBe(200);
    expect((await member.post('/api/v1/review/', { title_code: free.titleCode, rating: 4, body: 'ミッションのために読みました' })).status).toBe(200);
    // One story read (twice), two titles favourited, one review.
    expect(await progressOf(code, member.userId)).toEqual([
      [1, false, false],
      [2, false, true],
      [1, false, true],
    ]);
    // Unfavouriting does not count, favouriting again the same title counts nothing more.
    await member.post('/api/v1/favorite/', { favorite: '0', title_code: waitFree.titleCode });
    await member.post('/api/v1/favorite/', { favorite: '1', title_code: waitFree.titleCode });
    expect((await progressOf(code, member.userId))[1]).toEqual([2, false, true]);
  });

  it('writes nothing for an action no running mission counts', async () => {
    const member = await signUpMember(app);
    now = jst('2033-01-10T10:00:00');
    expect(await services.missions.record(member.userId, 'episode-read', 'story:1')).toBe(false);
    now = jst('2032-06-10T10:00:00');
    expect(await count('select count(*)::int as n from reward_mission_event where user_id = ?', [member.userId])).toBe(0);
  });
});

describe('GET /api/reward/v1/mission/{code}/', () => {
  it('shows a visitor the missions without progress; 404 for an unknown board, 400 for a bad code', async () => {
    const { code } = await board();
    const { status, body } = await json(await visitor.get(`/api/reward/v1/mission/${code}/`));
    expect(status).toBe(200);
    expect(body.board).toMatchObject({ code, label: '6月のミッション', running: true, endsAtText: '2032年6月30日 23:59', nextResetText: '2032年6月11日 00:00' });
    expect(body.board.missions.map((m: Record<string, unknown>) => [m.label, m.progress, m.target, m.prizeLabel, m.per])).toEqual([
      ['今日3話読む', 0, 3, 'ポイント 10pt', 'day'],
      ['お気に入りに2作品登録する', 0, 2, 'ボーナスコイン 30枚', 'board'],
      ['レビューを書く', 0, 1, 'ポイント 20pt', 'board'],
    ]);
    expect(await json(await visitor.get('/api/reward/v1/mission/no-such-board/'))).toMatchObject({ status: 404, body: { success: false, message: { content: 'このミッションは見つかりませんでした。' } } });
    expect((await visitor.get('/api/reward/v1/mission/bad%20code/')).status).toBe(400);
  });
});

describe('claiming a mission', () => {
  it('asks a visitor to log in; refuses an unachieved mission, a bad id, an unknown one and an ended board', async () => {
    const { code, ids } = await board();
    expect(await json(await visitor.post(`/api/reward/v1/mission/${ids[0]}/claim/`))).toMatchObject({ status: 401, body: { success: false } });
    const member = await signUpMember(app);
    expect(await json(await member.post(`/api/reward/v1/mission/${ids[0]}/claim/`))).toMatchObject({ status: 409, body: { message: { content: 'ミッションはまだ達成していません。' } } });
    expect((await member.post('/api/reward/v1/mission/abc/claim/')).status).toBe(400);
    expect((await member.post('/api/reward/v1/mission/2000000000/claim/')).status).toBe(404);
    await services.missions.record(member.userId, 'review', 'title:x');
    now = jst('2032-07-01T00:00:00');
    expect(await json(await member.post(`/api/reward/v1/mission/${ids[2]}/claim/`))).toMatchObject({ status: 410, body: { message: { content: 'このミッションの開催期間は終了しました。' } } });
    now = jst('2032-06-10T10:00:00');
    expect((await services.missions.board(code, member.userId)).missions[2]).toMatchObject({ progress: 1, claimable: true });
  });

  it('50 parallel claims of an achieved mission: one grant through the wallet\'s ledger, the others refused', async () => {
    const { ids } = await board();
    const member = await signUpMember(app);
    await services.missions.record(member.userId, 'favorite', 'title:a');
    await services.missions.record(member.userId, 'favorite', 'title:b');
    const answers = await Promise.all(Array.from({ length: 50 }, () => member.post(`/api/reward/v1/mission/${ids[1]}/claim/`).then(json)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message.content)).toEqual(Array(49).fill('このミッションの特典はすでに受け取っています。'));
    expect(answers.find((a) => a.status === 200)!.body).toMatchObject({ success: true, prizeLabel: 'ボーナスコイン 30枚', message: { content: '「お気に入りに2作品登録する」を達成しました！ボーナスコイン 30枚を受け取りました。' } });
    expect(await count("select count(*)::int as n from wallet_operation where user_id = ? and kind = 'reward'", [member.userId])).toBe(1);
    expect((await services.wallet.balancesOf(member.userId)).userBonusCoin).toBe(30);
    await clean(member.userId);
  });

  it('a daily mission counts the JST day and opens again at 00:00 JST (23:59:59.999 → 00:00)', async () => {
    const { code, ids } = await board();
    const member = await signUpMember(app);
    now = jst('2032-06-11T23:59:59.000');
    for (const story of [1, 2]) await services.missions.record(member.userId, 'episode-read', `story:${story}`);
    now = jst('2032-06-11T23:59:59.999');
    await services.missions.record(member.userId, 'episode-read', 'story:3');
    expect((await progressOf(code, member.userId))[0]).toEqual([3, false, true]);
    expect((await member.post(`/api/reward/v1/mission/${ids[0]}/claim/`)).status).toBe(200);
    const again = await json(await member.post(`/api/reward/v1/mission/${ids[0]}/claim/`));
    expect(again).toMatchObject({ status: 409, body: { message: { content: '今日の分はすでに受け取っています。2032年6月12日 00:00から再挑戦できます。' } } });

    now = jst('2032-06-12T00:00:00');
    expect((await progressOf(code, member.userId))[0]).toEqual([0, false, false]);
    expect((await member.post(`/api/reward/v1/mission/${ids[0]}/claim/`)).status).toBe(409);
    // The same stories read again on the new day count again.
    for (const story of [1, 2, 3]) await services.missions.record(member.userId, 'episode-read', `story:${story}`);
    expect((await progressOf(code, member.userId))[0]).toEqual([3, false, true]);
    expect((await member.post(`/api/reward/v1/mission/${ids[0]}/claim/`)).status).toBe(200);
    expect((await services.wallet.balancesOf(member.userId)).userPoint).toBe(20);
    expect(await count("select count(*)::int as n from wallet_operation where user_id = ? and kind = 'reward'", [member.userId])).toBe(2);
    now = jst('2032-06-10T10:00:00');
    await clean(member.userId);
  });
});
