import { describe, expect, it } from 'vitest';
import { createCardCampaigns, type CampaignCardText } from './campaign-texts.ts';

const END = '2032-02-10T00:00:00.000Z';
const card = (titleCode: string, campaignText: string | null = null, campaignDate: string | null = null) => ({ titleCode, campaignText, campaignColor: campaignText ? '#123456' : null, campaignDate });
const sale: CampaignCardText = { text: '全巻50%OFF', color: '#c62828', endsAt: END };

function at(iso: string, texts: Record<string, CampaignCardText> = { A: sale, B: sale }) {
  const asked: string[][] = [];
  const current = createCardCampaigns({
    now: () => new Date(iso),
    campaignTextOf: async (codes) => {
      asked.push([...codes]);
      return new Map(codes.flatMap((code) => (texts[code] ? [[code, texts[code]] as const] : [])));
    },
  });
  return { current, asked };
}

describe('what cards show of campaigns (decision 064)', () => {
  it('a card without a text of its own takes its title’s running campaign text, with the campaign’s end as its date', async () => {
    const { current } = at('2032-02-09T00:00:00Z');
    expect(await current([card('A'), card('C')])).toEqual([{ titleCode: 'A', campaignText: '全巻50%OFF', campaignColor: '#c62828', campaignDate: END }, card('C')]);
  });

  it('the title’s own running text comes first; the campaigns are not even asked about it', async () => {
    const { current, asked } = at('2032-02-09T00:00:00Z');
    const own = card('A', '3話無料', '2032-03-01T00:00:00.000Z');
    expect(await current([own, card('B')])).toEqual([own, { ...card('B'), campaignText: '全巻50%OFF', campaignColor: '#c62828', campaignDate: END }]);
    expect(asked).toEqual([['B']]);
  });

  it('an own text whose end has passed is gone at its end, and the campaign shows instead', async () => {
    const own = card('A', '3話無料', '2032-02-05T00:00:00.000Z');
    expect((await at('2032-02-04T23:59:59.999Z').current([own]))[0]!.campaignText).toBe('3話無料');
    expect((await at('2032-02-05T00:00:00.000Z').current([own]))[0]!.campaignText).toBe('全巻50%OFF');
    expect((await at('2032-02-05T00:00:00.000Z', {}).current([own]))[0]).toEqual(card('A'));
  });

  it('leaves unchanged cards as the same objects (shared cached answers are never copied or mutated)', async () => {
    const cards = [card('C'), card('D')];
    const result = await at('2032-02-09T00:00:00Z').current(cards);
    expect(result[0]).toBe(cards[0]);
    expect(result[1]).toBe(cards[1]);
  });
});
