import { createHash, createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientFor, signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import type { TierInput } from './lottery-admin.ts';

const jst = (text: string) => new Date(`${text}+09:00`);
let now = jst('2030-02-10T10:00:00');
const { app, services } = await createTestApp({ now: () => now });
const visitor = clientFor(app);
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, any> });

const TIERS: TierInput[] = [
  { tierId: 'big', label: '大当たり', weight: 100_000, prize: { kind: 'bonus_coin', amount: 50, validHours: 72 }, valueYen: 50 },
  { tierId: 'small', label: 'ポイント', weight: 900_000, prize: { kind: 'point', amount: 2 }, valueYen: 2 },
];

/** The roll as anyone recomputes it with Node's crypto alone (decision 043's formula). */
const rollOf = (seed: string, message: string) => Number((BigInt(createHmac('sha256', Buffer.from(seed, 'hex')).update(message).digest().readUIntBE(0, 6)) * 1_000_000n) >> 48n);

describe('GET /api/reward/v1/lottery/{id}/verify/', () => {
  it('recomputes a past draw from the revealed seed, matching the hash published before and the recorded prize', async () => {
    const lotteryId = (await services.lotteryAdmin.create({ code: `verify-${randomUUID().slice(0, 8)}`, label: '検証ガチャ', description: '検証用', refillHours: [6, 18], drawsPerPeriod: 2, startsAt: jst('2030-02-01T00:00:00'), scheme: 'open', tiers: TIERS })).id;
    const member = await signUpMember(app);
    const published = (await json(await visitor.get(`/api/special/gacha/daily/${lotteryId}/`))).body.commitment as string;
    const drawn = [];
    for (let i = 0; i < 2; i++) drawn.push((await json(await member.post(`/api/special/gacha/daily/${lotteryId}/confirm/`, { request_id: randomUUID().replaceAll('-', '') }))).body.result);
    const query = (draw: number) => `/api/reward/v1/lottery/${lotteryId}/verify/?period=2030-02-10T06&member=${member.userId}&draw=${draw}`;

    // A running period's seed is never revealed: nothing can be checked until it ends.
    expect(await json(await member.get(query(1)))).toMatchObject({ status: 409, body: { success: false, message: { content: 'この期間はまだ終了していないため、シードは公開されていません。' } } });
    expect((await json(await visitor.get(`/api/reward/v1/lottery/${lotteryId}/periods/`))).body.periods).toEqual([]);

    now = jst('2030-02-10T18:00:00');
    for (const [index, draw] of drawn.entries()) {
      const { status, body } = await json(await member.get(query(index + 1)));
      expect(status).toBe(200);
      expect(body.commitment).toBe(published);
      expect(createHash('sha256').update(Buffer.from(body.seed, 'hex')).digest('hex')).toBe(published);
      expect(body.seedMatchesCommitment).toBe(true);
      expect(body.roll).toBe(rollOf(body.seed, `${lotteryId}:2030-02-10T06:${member.userId}:${index + 1}`));
      expect(body.tierId).toBe(body.roll < 100_000 ? 'big' : 'small');
      expect(body.tierId).toBe(draw.tierId);
      expect(body.recorded).toEqual({ roll: body.roll, tierId: draw.tierId, tierLabel: draw.tierLabel, matches: true });
    }
    // Anyone recomputes it too; the recorded draw is shown only to the member who drew it.
    const { body: seen } = await json(await visitor.get(query(1)));
    expect(seen).toMatchObject({ success: true, tierId: drawn[0].tierId, recorded: null });
    expect((await json(await visitor.get(`/api/reward/v1/lottery/${lotteryId}/periods/`))).body.periods).toEqual([{ periodKey: '2030-02-10T06', periodEnd: jst('2030-02-10T18:00:00').toISOString() }]);
    now = jst('2030-02-10T10:00:00');
  });

  it('answers 400 for bad input and 404 for an unknown lottery or a period nobody opened, never 500', async () => {
    const lotteryId = (await services.lotteryAdmin.create({ code: `verify-${randomUUID().slice(0, 8)}`, label: '検証ガチャ', description: '検証用', refillHours: [6, 18], drawsPerPeriod: 1, startsAt: jst('2030-02-01T00:00:00'), scheme: 'open', tiers: TIERS })).id;
    for (const bad of ['period=2030-02-10&member=1&draw=1', 'period=2030-02-10T06&member=0&draw=1', 'period=2030-02-10T06&member=1&draw=x', 'member=1&draw=1']) {
      expect((await visitor.get(`/api/reward/v1/lottery/${lotteryId}/verify/?${bad}`)).status).toBe(400);
    }
    expect((await visitor.get(`/api/reward/v1/lottery/2000000000/verify/?period=2030-02-10T06&member=1&draw=1`)).status).toBe(404);
    expect((await visitor.get(`/api/reward/v1/lottery/${lotteryId}/verify/?period=2030-02-05T06&member=1&draw=1`)).status).toBe(404);
    expect((await visitor.get(`/api/reward/v1/lottery/${lotteryId}/verify/?period=2030-02-10T07&member=1&draw=1`)).status).toBe(404);
  });
});
