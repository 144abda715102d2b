import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { createCampaignService } from './campaign-service.ts';
import { jstInstant } from './campaign-window.ts';
import { withCampaignText } from './campaign-cards.ts';
import { Campaign } from './entities/campaign.ts';
import { CampaignTitle } from './entities/campaign-title.ts';

const { orm } = await createTestApp();
const at = (iso: string) => createCampaignService(orm, { now: () => new Date(iso) });

async function addCampaign(slug: string, startsAt: string, endsAt: string, titleCodes: string[] = []) {
  const em = orm.em.fork();
  const campaign = em.create(Campaign, {
    family: 'campaign', slug, kind: 'sale', name: `テスト ${slug}`, lead: '', terms: '', cardText: '30%OFF', color: 0xff0000,
    startsAt: jstInstant(startsAt), endsAt: jstInstant(endsAt), publishedAt: null, hashtag: null, body: {},
  });
  titleCodes.forEach((titleCode, position) => em.create(CampaignTitle, { campaign, titleCode, position, note: null }));
  await em.flush();
  return campaign;
}

describe('campaigns at a window’s boundary (JST, end exclusive, injectable clock)', () => {
  it('a campaign is listed and shows its card text at end − 1 ms, and neither at its end', async () => {
    await addCampaign('boundary-test', '2030-03-01 00:00', '2030-03-08 00:00', ['TESTCODE1']);
    const before = at('2030-03-07T23:59:59.999+09:00');
    const after = at('2030-03-08T00:00:00.000+09:00');
    expect((await before.running()).map((c) => c.slug)).toContain('boundary-test');
    expect((await after.running()).map((c) => c.slug)).not.toContain('boundary-test');
    expect((await before.runningForTitle('TESTCODE1')).map((c) => c.cardText)).toEqual(['30%OFF']);
    expect(await after.runningForTitle('TESTCODE1')).toEqual([]);
    // Its own page stays readable, ended and without the card text.
    const page = await after.page('campaign', 'boundary-test');
    expect(page?.campaign).toMatchObject({ phase: 'ended', cardText: null });
    expect(page?.titleCodes).toEqual(['TESTCODE1']);
    expect((await before.page('campaign', 'boundary-test'))?.campaign.phase).toBe('running');
  });

  it('cards on its pages carry its text at end − 1 ms and not at its end; a card’s own campaign comes first', async () => {
    await addCampaign('cards-boundary-test', '2030-06-01 00:00', '2030-06-08 00:00', ['CARD1', 'CARD2']);
    const card = (campaignText: string | null) => ({ titleCode: 'CARD1', campaignText, campaignColor: campaignText ? '#123456' : null, campaignDate: null as string | null });
    const before = (await at('2030-06-07T23:59:59.999+09:00').page('campaign', 'cards-boundary-test'))!.campaign;
    const after = (await at('2030-06-08T00:00:00+09:00').page('campaign', 'cards-boundary-test'))!.campaign;
    expect(withCampaignText([card(null), card('3話無料')], before)).toEqual([
      { titleCode: 'CARD1', campaignText: '30%OFF', campaignColor: '#ff0000', campaignDate: jstInstant('2030-06-08 00:00').toISOString() },
      card('3話無料'),
    ]);
    expect(withCampaignText([card(null), card('3話無料')], after)).toEqual([card(null), card('3話無料')]);
  });

  it('is upcoming before its start and appears on /event/ until it ends', async () => {
    await addCampaign('upcoming-test', '2031-01-01 00:00', '2031-01-10 00:00');
    expect((await at('2030-12-31T23:59:59.999+09:00').events()).find((c) => c.slug === 'upcoming-test')?.phase).toBe('upcoming');
    expect((await at('2031-01-01T00:00:00+09:00').events()).find((c) => c.slug === 'upcoming-test')?.phase).toBe('running');
    expect((await at('2031-01-10T00:00:00+09:00').events()).find((c) => c.slug === 'upcoming-test')).toBeUndefined();
  });

  it('names the next boundary after a moment (a start or an end)', async () => {
    await addCampaign('next-boundary-test', '2040-05-01 00:00', '2040-05-02 12:00');
    const service = at('2040-01-01T00:00:00Z');
    expect((await service.nextBoundary(new Date('2040-04-30T00:00:00Z')))?.toISOString()).toBe(jstInstant('2040-05-01 00:00').toISOString());
    expect((await service.nextBoundary(jstInstant('2040-05-01 00:00')))?.toISOString()).toBe(jstInstant('2040-05-02 12:00').toISOString());
  });

  it('answers null for an unknown page', async () => {
    expect(await at('2030-01-01T00:00:00Z').page('campaign', 'no-such-campaign')).toBeNull();
    expect(await at('2030-01-01T00:00:00Z').exists('lp', 'no-such-campaign')).toBe(false);
  });
});

describe('the spec’s windows, as data (decision 051)', () => {
  it('Christmas 2021 runs from 2021-12-09 00:00 JST to before 2021-12-27 00:00 JST', async () => {
    const state = async (iso: string) => (await at(iso).page('named', 'christmas'))?.campaign.phase;
    expect(await state('2021-12-08T23:59:59.999+09:00')).toBe('upcoming');
    expect(await state('2021-12-09T00:00:00+09:00')).toBe('running');
    expect(await state('2021-12-26T23:59:59.999+09:00')).toBe('running');
    expect(await state('2021-12-27T00:00:00+09:00')).toBe('ended');
  });

  it('the campaign cutoff: dates before 2024-08-30 16:59:59 (JST) are still active, that instant is not', async () => {
    for (const [family, slug] of [['landing', '8anniversary'], ['named', 'anniversary/8th/yamawake']] as const) {
      const state = async (iso: string) => (await at(iso).page(family, slug))?.campaign.phase;
      expect(await state('2024-08-30T16:59:58.999+09:00'), slug).toBe('running');
      expect(await state('2024-08-30T16:59:59+09:00'), slug).toBe('ended');
    }
  });

  it('finished features stay in the /special/ index, marked ended', async () => {
    const index = await at('2026-11-27T00:00:00Z').specialIndex();
    expect(index.find((c) => c.slug === 'christmas')).toMatchObject({ phase: 'ended', href: '/special/christmas/' });
  });
});
