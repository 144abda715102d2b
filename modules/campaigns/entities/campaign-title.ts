import { defineEntity, p } from '@mikro-orm/core';
import { Campaign } from './campaign.ts';

/** A title a campaign targets, by title code (the catalogue owns titles; decision 001), in the campaign's order. */
export const CampaignTitleSchema = defineEntity({
  name: 'CampaignTitle',
  tableName: 'campaign_title',
  uniques: [{ name: 'campaign_title_unique', properties: ['campaign', 'titleCode'] }],
  indexes: [{ name: 'campaign_title_code_idx', properties: ['titleCode'] }],
  properties: {
    id: p.integer().primary(),
    campaign: () => p.manyToOne(Campaign).deleteRule('cascade'),
    titleCode: p.string().length(16),
    position: p.smallint().default(0),
    /** A line under the card (a booklist's comment, a ranking's note). */
    note: p.string().length(200).nullable(),
  },
});

export class CampaignTitle extends CampaignTitleSchema.class {}
CampaignTitleSchema.setClass(CampaignTitle);
