import { describe, expect, it } from 'vitest';
import { signUpMember } from '#platform/testing/members.ts';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { jstInstant } from '../campaign-window.ts';
import { Campaign } from '../entities/campaign.ts';
import { CampaignEntry } from '../entities/campaign-entry.ts';
import { CampaignTitle } from '../entities/campaign-title.ts';
import { CampaignsError, entryMessage } from './campaigns-errors.ts';
import { commitmentOf, drawWinners } from './draw.ts';
import { createPresentService } from './present-service.ts';

const { app, orm } = await createTestApp();
const START = '2032-04-01 00:00';
const END = '2032-04-15 00:00';
const read = new Map<number, string[]>();

async function presentCampaign(slug: string, prizeCount = 2, extra: Record<string, unknown> = {}) {
  const em = orm.em.fork();
  const campaign = em.create(Campaign, {
    family: 'named', slug, kind: 'present', name: `プレゼント ${slug}`, lead: '', terms: '', cardText: null, color: null,
    startsAt: jstInstant(START), endsAt: jstInstant(END), publishedAt: null, hashtag: null, prizeCount,
    body: { courses: [{ code: 'A', label: 'Aコース' }, { code: 'B', label: 'Bコース' }], eligibility: { readTitles: 2 }, physicalPrize: true, ...extra },
  });
  for (const [position, titleCode] of ['PRZ1', 'PRZ2', 'PRZ3'].entries()) em.create(CampaignTitle, { campaign, titleCode, position, note: null });
  await em.flush();
  return campaign;
}

const told: number[] = [];
const at = (iso: string) =>
  createPresentService(orm, {
    now: () => new Date(iso),
    readTitlesSince: async (userId) => read.get(userId) ?? [],
    notifyWinner: async (userId) => void told.push(userId),
  });
const running = at('2032-04-10T12:00:00+09:00');
const entry = { course: 'A', answers: { comment: '楽しみです' }, contact: { name: '読場 太郎', postal: '100-0001' } };
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof CampaignsError ? error.code : error));

describe('present campaigns (応募)', () => {
  it('eligibility is data: N of the campaign’s titles read inside the window, with a clear Japanese refusal', async () => {
    await presentCampaign('present-eligibility');
    const member = await signUpMember(app);
    read.set(member.userId, ['PRZ1', 'OTHER']);
    const error = await running.enter('named', 'present-eligibility', member.userId, entry).catch((e: CampaignsError) => e);
    expect(error).toBeInstanceOf(CampaignsError);
    expect(entryMessage(error as CampaignsError)).toBe('応募条件を満たしていません。期間中に対象作品を2作品以上読んでください（現在1作品）。');
    read.set(member.userId, ['PRZ1', 'PRZ3']);
    expect(await running.enter('named', 'present-eligibility', member.userId, entry)).toMatchObject({ entryId: expect.any(Number) });
  });

  it('30 parallel entries by one member make one entry; the rest are told they already entered', async () => {
    await presentCampaign('present-parallel');
    const member = await signUpMember(app);
    read.set(member.userId, ['PRZ1', 'PRZ2']);
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => refusal(running.enter('named', 'present-parallel', member.userId, entry))));
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-entered')).toHaveLength(29);
    expect(await orm.em.fork().count(CampaignEntry, { user: member.userId, campaign: { slug: 'present-parallel' } })).toBe(1);
    expect((await running.entriesOf(member.userId, 'named', 'present-parallel')).map((e) => e.course)).toEqual(['A']);
  });

  it('refuses outside the window (at end, not at end − 1 ms) and an unknown course', async () => {
    await presentCampaign('present-window');
    const [a, b, c] = [await signUpMember(app), await signUpMember(app), await signUpMember(app)];
    for (const m of [a, b, c]) read.set(m.userId, ['PRZ1', 'PRZ2']);
    expect(await refusal(at('2032-04-14T23:59:59.999+09:00').enter('named', 'present-window', a.userId, entry))).toBeNull();
    expect(await refusal(at('2032-04-15T00:00:00+09:00').enter('named', 'present-window', b.userId, entry))).toBe('outside-window');
    expect(await refusal(at('2032-03-31T23:59:59.999+09:00').enter('named', 'present-window', b.userId, entry))).toBe('outside-window');
    expect(await refusal(running.enter('named', 'present-window', c.userId, { ...entry, course: 'Z' }))).toBe('invalid-course');
  });

  it('draws winners from a seed committed before the close; anyone recomputes the draw from the revealed seed', async () => {
    const campaign = await presentCampaign('present-draw', 2);
    const members = await Promise.all(Array.from({ length: 5 }, () => signUpMember(app)));
    for (const m of members) {
      read.set(m.userId, ['PRZ1', 'PRZ2']);
      await running.enter('named', 'present-draw', m.userId, entry);
    }
    const { seed, commitment } = await running.commitSeed(campaign.id);
    expect(commitment).toBe(commitmentOf(seed));
    expect(await refusal(running.draw(campaign.id, seed))).toBe('draw-not-ready');
    const after = at('2032-04-15T00:00:00+09:00');
    expect(await refusal(after.draw(campaign.id, 'not-the-seed'))).toBe('seed-mismatch');
    const winners = await after.draw(campaign.id, seed);
    expect(winners).toHaveLength(2);
    // The check anyone can make: the published hash matches the revealed seed, and the seed gives these winners.
    const stored = await orm.em.fork().findOneOrFail(Campaign, { id: campaign.id });
    expect(commitmentOf(stored.seed!)).toBe(stored.seedCommitment);
    expect(drawWinners(stored.seed!, campaign.id, members.map((m) => m.userId), stored.prizeCount!)).toEqual(winners);
    const entries = await orm.em.fork().find(CampaignEntry, { campaign: campaign.id });
    for (const e of entries) {
      expect(e.won, String(e.user.id)).toBe(winners.includes(e.user.id));
      // Losers' contact details are not kept once the draw no longer needs them.
      expect(e.contact === null, String(e.user.id)).toBe(!winners.includes(e.user.id));
    }
    expect(told).toEqual(expect.arrayContaining(winners));
    // Drawn once: a second draw is refused and changes nothing.
    expect(await refusal(after.draw(campaign.id, seed))).toBe('already-drawn');
  });

  it('keeps a winner’s contact details for 60 days after the draw, then forgets them', async () => {
    const campaign = await presentCampaign('present-contacts', 1);
    const members = await Promise.all(Array.from({ length: 2 }, () => signUpMember(app)));
    for (const m of members) {
      read.set(m.userId, ['PRZ1', 'PRZ2']);
      await running.enter('named', 'present-contacts', m.userId, entry);
    }
    const { seed } = await running.commitSeed(campaign.id);
    const [winner] = await at('2032-04-15T00:00:00+09:00').draw(campaign.id, seed);
    const contactOf = async () => (await orm.em.fork().findOneOrFail(CampaignEntry, { campaign: campaign.id, user: winner! })).contact;
    await at('2032-06-13T23:59:59.999+09:00').forgetWinnerContacts();
    expect(await contactOf()).toEqual(entry.contact);
    expect(await at('2032-06-14T00:00:00+09:00').forgetWinnerContacts()).toBeGreaterThanOrEqual(1);
    expect(await contactOf()).toBeNull();
    expect(await orm.em.fork().count(CampaignEntry, { campaign: campaign.id, contact: { $ne: null } })).toBe(0);
  });

  it('a campaign whose data says one entry per course (the publisher festival): 30 parallel entries to a course make one, another course is open', async () => {
    await presentCampaign('present-per-course', 2, { onePer: 'course' });
    const member = await signUpMember(app);
    read.set(member.userId, ['PRZ1', 'PRZ2']);
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => refusal(running.enter('named', 'present-per-course', member.userId, entry))));
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-entered-course')).toHaveLength(29);
    expect(entryMessage(new CampaignsError('already-entered-course'))).toBe('このコースにはすでに応募済みです。応募は1コースにつき1人1回までです。');
    // The other course takes one entry too, however many arrive at once.
    const other = await Promise.all(Array.from({ length: 10 }, () => refusal(running.enter('named', 'present-per-course', member.userId, { ...entry, course: 'B' }))));
    expect(other.filter((o) => o === null)).toHaveLength(1);
    const entries = await running.entriesOf(member.userId, 'named', 'present-per-course');
    expect(entries.map((e) => [e.course, e.courseLabel]).sort()).toEqual([['A', 'Aコース'], ['B', 'Bコース']]);
    expect(entries[0]!.href).toBe('/special/present-per-course/');
    // Outside the window the per-course rule changes nothing: refused as outside the window.
    expect(await refusal(at('2032-04-15T00:00:00+09:00').enter('named', 'present-per-course', member.userId, entry))).toBe('outside-window');
  });

  it('one entry per campaign stays the rule when the data does not ask for courses', async () => {
    await presentCampaign('present-per-campaign', 2, { onePer: 'campaign' });
    const member = await signUpMember(app);
    read.set(member.userId, ['PRZ1', 'PRZ2']);
    expect(await refusal(running.enter('named', 'present-per-campaign', member.userId, entry))).toBeNull();
    expect(await refusal(running.enter('named', 'present-per-campaign', member.userId, { ...entry, course: 'B' }))).toBe('already-entered');
  });
});
