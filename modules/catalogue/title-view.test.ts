import { describe, expect, it } from 'vitest';
import { cardExtras, runningCampaign } from './title-view.ts';

const at = new Date('2026-11-24T12:00:00Z');
const campaign = { text: '3話無料', color: 0xe0457b, startAt: new Date('2026-11-20T00:00:00Z'), endAt: new Date('2026-11-30T00:00:00Z') };
const shown = { campaignText: '3話無料', campaignColor: '#e0457b' };
const none = { campaignText: null, campaignColor: null };

describe('runningCampaign: what a card and a title page show', () => {
  it('shows a campaign between its start and its end', () => {
    expect(runningCampaign(campaign, at)).toEqual(shown);
    expect(runningCampaign({ ...campaign, startAt: at }, at)).toEqual(shown);
    // Dates as the database driver may give them.
    expect(runningCampaign({ ...campaign, startAt: '2026-11-20 00:00:00+00', endAt: '2026-11-30T00:00:00.000Z' }, at)).toEqual(shown);
  });

  it('shows nothing once it is over, at its very end, or before it starts', () => {
    expect(runningCampaign({ ...campaign, endAt: new Date('2026-11-24T11:59:59Z') }, at)).toEqual(none);
    expect(runningCampaign({ ...campaign, endAt: at }, at)).toEqual(none);
    expect(runningCampaign({ ...campaign, startAt: new Date('2026-11-25T00:00:00Z') }, at)).toEqual(none);
  });

  it('a campaign without a start runs until its end; without an end or a text it is not shown (as in the campaign list)', () => {
    expect(runningCampaign({ ...campaign, startAt: null }, at)).toEqual(shown);
    expect(runningCampaign({ ...campaign, endAt: null }, at)).toEqual(none);
    expect(runningCampaign({ ...campaign, text: null }, at)).toEqual(none);
  });
});

describe('the card fields every title answer carries (decision 054)', () => {
  it('names the cover, dates a running campaign and leaves the selection flags off', () => {
    expect(cardExtras('YB000001', { campaignText: '全巻50%OFF' }, '2026-12-01T15:00:00.000Z')).toEqual({
      imageName: 'YB000001',
      campaignDate: '2026-12-01T15:00:00.000Z',
      badgeIconUrl: null,
      isSelected: false,
      isMiddle: false,
    });
    expect(cardExtras('YB000001', { campaignText: null }, '2026-12-01T15:00:00.000Z').campaignDate).toBeNull();
  });
});
