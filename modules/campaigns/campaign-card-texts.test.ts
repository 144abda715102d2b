import { describe, expect, it } from 'vitest';
import { createTestApp } from '#src/server/testing/test-app.ts';
import { createCampaignCardTexts } from './campaign-card-texts.ts';
import { jstInstant } from './campaign-window.ts';
import { Campaign } from './entities/campaign.ts';
import { CampaignTitle } from './entities/campaign-title.ts';

const { orm } = await createTestApp();

async function addCampaign(slug: string, cardText: string | null, startsAt: string, endsAt: string, titleCodes: string[]) {
  const em = orm.em.fork();
  const campaign = em.create(Campaign, {
    family: 'campaign', slug, kind: 'sale', name: `テスト ${slug}`, lead: '', terms: '', cardText, color: 0x2e7d32,
    startsAt: jstInstant(startsAt), endsAt: jstInstant(endsAt), publishedAt: null, hashtag: null, body: {},
  });
  titleCodes.forEach((titleCode, position) => em.create(CampaignTitle, { campaign, titleCode, position, note: null }));
  await em.flush();
}

describe('campaignTextOf: the running campaign texts of titles, from one read per process (decision 064)', () => {
  it('a title’s text runs from the start to end − 1 ms (JST, end exclusive)', async () => {
    await addCampaign('texts-window', '20%OFF', '2033-04-01 00:00', '2033-04-08 00:00', ['TXT1', 'TXT2']);
    const texts = createCampaignCardTexts(orm);
    const of = async (iso: string) => Object.fromEntries(await texts.campaignTextOf(['TXT1', 'TXT3'], new Date(iso)));
    expect(await of('2033-03-31T23:59:59.999+09:00')).toEqual({});
    expect(await of('2033-04-01T00:00:00+09:00')).toEqual({ TXT1: { text: '20%OFF', color: '#2e7d32', endsAt: jstInstant('2033-04-08 00:00').toISOString() } });
    expect(await of('2033-04-07T23:59:59.999+09:00')).toMatchObject({ TXT1: { text: '20%OFF' } });
    expect(await of('2033-04-08T00:00:00+09:00')).toEqual({});
  });

  it('two campaigns on one title: the one ending first, then the other; a campaign without a card text never shows', async () => {
    await addCampaign('texts-long', '長期セール', '2033-06-01 00:00', '2033-06-30 00:00', ['TWO1']);
    await addCampaign('texts-short', '週末限定', '2033-06-10 00:00', '2033-06-12 00:00', ['TWO1']);
    await addCampaign('texts-silent', null, '2033-06-01 00:00', '2033-06-11 00:00', ['TWO1']);
    const texts = createCampaignCardTexts(orm);
    const text = async (iso: string) => (await texts.campaignTextOf(['TWO1'], new Date(iso))).get('TWO1')?.text;
    expect(await text('2033-06-09T00:00:00+09:00')).toBe('長期セール');
    expect(await text('2033-06-10T00:00:00+09:00')).toBe('週末限定');
    expect(await text('2033-06-12T00:00:00+09:00')).toBe('長期セール');
    // A moment before the first read (a staff 'as of' preview) is read again, not missed.
    expect(await text('2033-06-05T00:00:00+09:00')).toBe('長期セール');
  });

  it('a campaign saved after the read shows once the read is dropped (the bus `catalogue` topic)', async () => {
    const texts = createCampaignCardTexts(orm);
    const at = new Date('2033-09-02T00:00:00+09:00');
    expect((await texts.campaignTextOf(['LATE1'], at)).size).toBe(0);
    await addCampaign('texts-late', '新刊フェア', '2033-09-01 00:00', '2033-09-05 00:00', ['LATE1']);
    expect((await texts.campaignTextOf(['LATE1'], at)).size).toBe(0);
    texts.drop();
    expect((await texts.campaignTextOf(['LATE1'], at)).get('LATE1')?.text).toBe('新刊フェア');
  });
});
