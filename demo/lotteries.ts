import type { MikroORM } from '@mikro-orm/postgresql';
import { createLotteryAdmin, RewardLottery, type TierInput } from '#modules/rewards/index.ts';

/** The demo's daily gacha: 3 draws a day, back at 06:00, 12:00 and 18:00 JST, prizes as on the better sites. */
export const DEMO_DAILY_GACHA_CODE = 'daily';

const TIERS: TierInput[] = [
  { tierId: 'coin-100', label: '大当たり', weight: 10_000, prize: { kind: 'bonus_coin', amount: 100, validHours: 72 }, valueYen: 100 },
  { tierId: 'coin-30', label: '当たり', weight: 90_000, prize: { kind: 'bonus_coin', amount: 30, validHours: 72 }, valueYen: 30 },
  { tierId: 'ticket-1', label: 'チケット', weight: 100_000, prize: { kind: 'ticket', amount: 1, validHours: 30 * 24 }, valueYen: 50 },
  { tierId: 'coin-5', label: 'ボーナスコイン', weight: 300_000, prize: { kind: 'bonus_coin', amount: 5, validHours: 72 }, valueYen: 5 },
  { tierId: 'point-2', label: 'ポイント', weight: 500_000, prize: { kind: 'point', amount: 2 }, valueYen: 2 },
];

/** Creates the demo lottery, open from the seeding day, unless it is there. */
export async function seedDemoLotteries(orm: MikroORM, at = new Date()): Promise<void> {
  if (await orm.em.fork().findOne(RewardLottery, { code: DEMO_DAILY_GACHA_CODE })) return;
  await createLotteryAdmin(orm).create({
    code: DEMO_DAILY_GACHA_CODE,
    label: 'デイリーガチャ',
    description: '毎日6時・12時・18時に1回ずつ、1日3回まで引けます。ボーナスコインの有効期限は72時間です。',
    conditions: 'ログイン中の会員の方が対象です。提供割合は期間中に変わりません。',
    refillHours: [6, 12, 18],
    drawsPerPeriod: 1,
    startsAt: new Date(at.getTime() - 86_400_000),
    scheme: 'open',
    tiers: TIERS,
  });
}
