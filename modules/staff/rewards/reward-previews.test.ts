import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { signUpMember } from '#platform/testing/members.ts';
import { STAFF_PATHS } from '../staff-paths.ts';
import type { DraftView } from '../edits/draft-view.ts';
import { staffSignUp } from '../staff-test-helpers.ts';
import { card, lottery, ticket, tiers } from './reward-draft-test-helpers.ts';

// The staff 'as of' preview of scheduled stamp card, gacha and ticket campaign drafts (decision 075). The clock:
// 2026-12-01 12:00 JST. A database of this file's own: the gacha page shows the oldest running lottery.
const START = new Date('2026-12-01T03:00:00Z');
const { app, orm, services } = await createTestApp({ ownDatabase: true, now: () => START });
const signUpStaff = staffSignUp(app, orm);
const json = async <T>(response: Response) => (await response.json()) as T;

async function scheduled(staff: Awaited<ReturnType<typeof signUpStaff>>, route: string, body: Record<string, unknown>, publishAt: string): Promise<DraftView> {
  const created = await staff.post(`${STAFF_PATHS.drafts}${route}`, body);
  expect(created.status, route).toBe(200);
  const { draft } = await json<{ draft: DraftView }>(created);
  const answer = await staff.post(`${STAFF_PATHS.drafts}${draft.id}/schedule/`, { version: draft.version, publish_at: publishAt });
  expect(answer.status).toBe(200);
  return (await json<{ draft: DraftView }>(answer)).draft;
}
const drafts = (type: string, iso: string) => services.staffConsole.drafts.scheduledBy(type, new Date(iso));

describe("the 'as of' preview of a stamp card's scheduled drafts", () => {
  it('shows a change from its JST time with the member’s stamps, and a new card from its start; nothing public changes', async () => {
    const [staff, member] = [await signUpStaff(), await signUpMember(app)];
    const values = card();
    const created = await json<{ stampCard: { id: number } }>(await staff.post(STAFF_PATHS.stampCards, values));
    await services.stampCards.stamp(member.userId, 'daily-sign-in', '2026-12-01', START);
    // 00:00 JST on the 5th is 15:00 UTC on the 4th.
    await scheduled(staff, `stampcards/${created.stampCard.id}/`, { ...values, label: '予約した名前', slots: [{ label: 'ログイン', action: 'daily-sign-in', quantity: 5 }], version: 1 }, '2026-12-05T00:00');
    const asOf = async (iso: string, code = values.code, userId: number | null = member.userId) => services.stampCards.cardAsOf(code, userId, new Date(iso), await drafts('stamp-card', iso));

    expect(await asOf('2026-12-04T14:59:59.999Z')).toMatchObject({ label: '下書きのスタンプカード', cardItems: [{ quantity: 3, count: 1 }] });
    expect(await asOf('2026-12-04T15:00:00.000Z')).toMatchObject({ label: '予約した名前', running: true, cardItems: [{ quantity: 5, count: 1 }] });
    expect(await asOf('2026-12-04T15:00:00.000Z', values.code, null)).toMatchObject({ cardItems: [{ count: 0 }] });
    expect((await services.stampCards.card(values.code, null, { always: true }, new Date('2026-12-04T15:00:00Z')))!.label).toBe('下書きのスタンプカード');

    // A new card, published on the 9th at noon JST, starting on the 10th.
    const fresh = card({ label: '予約した新しいカード', starts_at: '2026-12-10T00:00' });
    await scheduled(staff, 'stampcards/', { ...fresh, version: 0 }, '2026-12-09T12:00');
    expect(await asOf('2026-12-09T02:59:00.000Z', fresh.code)).toBeNull();
    expect(await asOf('2026-12-09T14:59:59.999Z', fresh.code)).toBeNull();
    expect(await asOf('2026-12-09T15:00:00.000Z', fresh.code)).toMatchObject({ label: '予約した新しいカード', running: true, completed: false, cardItems: [{ count: 0 }] });
    const at = '2026-12-09T15:00:00.000Z';
    expect(await services.stampCards.runningCardAsOf(new Date(at), await drafts('stamp-card', at))).toMatchObject({ campaignCode: fresh.code });
    expect(await services.stampCards.runningCard(null, new Date(at))).toMatchObject({ campaignCode: values.code });
  });
});

describe("the 'as of' preview of a gacha's scheduled drafts", () => {
  it('shows new texts from the publication and new odds only from the next refill, without making a seed', async () => {
    const staff = await signUpStaff();
    const values = lottery();
    const created = await json<{ lottery: { id: number } }>(await staff.post(STAFF_PATHS.lotteries, values));
    const id = created.lottery.id;
    // Published 2026-12-02 10:00 JST, inside the 06:00–12:00 period: the odds change from 12:00.
    await scheduled(staff, `lotteries/${id}/`, { ...values, label: 'プレビューのガチャ', draws_per_period: 2, tiers: tiers(300_000), version: 1 }, '2026-12-02T10:00');
    const asOf = async (iso: string) => services.lotteryPreview.statusAsOf(new Date(iso), await drafts('lottery', iso));
    const big = (status: Awaited<ReturnType<typeof asOf>>) => status!.odds.find((line) => line.tierId === 'big')!.weight;

    const before = await asOf('2026-12-02T00:59:00.000Z');
    expect(before).toMatchObject({ lotteryId: id, label: '下書きのガチャ', maxGacha: 1, oddsVersion: 1, commitment: null });
    expect(big(before)).toBe(100_000);
    const published = await asOf('2026-12-02T01:30:00.000Z');
    expect(published).toMatchObject({ label: 'プレビューのガチャ', maxGacha: 2, remained: 2, oddsVersion: 1, periodKey: '2026-12-02T06' });
    expect(big(published)).toBe(100_000);
    const nextPeriod = await asOf('2026-12-02T03:00:00.000Z');
    expect(nextPeriod).toMatchObject({ oddsVersion: 2, periodKey: '2026-12-02T12' });
    expect(big(nextPeriod)).toBe(300_000);
    expect(await orm.em.fork().execute('select count(*)::int as n from reward_period_seed where lottery_id = ?', [id])).toEqual([{ n: 0 }]);
    expect((await services.lottery.status(id, null, new Date('2026-12-02T03:00:00Z'))).label).toBe('下書きのガチャ');
  });
});

describe("the 'as of' preview of a ticket campaign's scheduled drafts", () => {
  it('shows a change from its JST midnight with the member’s claim, and a new campaign only once scheduled by then', async () => {
    const [staff, member] = [await signUpStaff(), await signUpMember(app)];
    const values = ticket();
    const created = await json<{ ticketCampaign: { id: number } }>(await staff.post(STAFF_PATHS.ticketCampaigns, values));
    await services.gifts.claimTicket(values.code, member.userId, START);
    await scheduled(staff, `ticket-campaigns/${created.ticketCampaign.id}/`, { ...values, label: '予約した配布', tickets: 100, version: 1 }, '2026-12-01T23:00');
    const asOf = async (iso: string, code = values.code) => services.gifts.ticketCampaignAsOf(code, member.userId, new Date(iso), await drafts('ticket-campaign', iso));

    expect(await asOf('2026-12-01T13:59:59.999Z')).toMatchObject({ label: '下書きのチケット', tickets: 50, claimed: true });
    expect(await asOf('2026-12-01T14:00:00.000Z')).toMatchObject({ label: '予約した配布', tickets: 100, state: 'open', claimed: true });
    // The next JST day: today's claim is a new one.
    expect(await asOf('2026-12-01T15:00:00.000Z')).toMatchObject({ tickets: 100, claimed: false });
    expect((await services.gifts.ticketCampaign(values.code, member.userId, new Date('2026-12-01T15:00:00Z'))).tickets).toBe(50);

    const fresh = ticket({ label: '予約した新しい配布', starts_at: '2026-12-20T00:00' });
    await scheduled(staff, 'ticket-campaigns/', { ...fresh, version: 0 }, '2026-12-15T10:00');
    await expect(asOf('2026-12-15T00:59:00.000Z', fresh.code)).rejects.toMatchObject({ code: 'gift-not-found' });
    expect(await asOf('2026-12-15T01:00:00.000Z', fresh.code)).toMatchObject({ label: '予約した新しい配布', state: 'upcoming', claimed: false });
  });
});
