import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';
import { Campaign } from './campaign.ts';

/**
 * A member's entry to a present campaign (応募): one per member per campaign (or per course), enforced by the unique
 * constraint (parallel submissions make one row). `contact` holds what a physical prize needs and is
 * cleared once the campaign no longer needs it (losers at the draw).
 */
export const CampaignEntrySchema = defineEntity({
  name: 'CampaignEntry',
  tableName: 'campaign_entry',
  uniques: [{ name: 'campaign_entry_member_unique', properties: ['campaign', 'user', 'entryKey'] }],
  indexes: [{ name: 'campaign_entry_user_idx', properties: ['user'] }],
  properties: {
    id: p.integer().primary(),
    campaign: () => p.manyToOne(Campaign).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    course: p.string().length(50).default(''),
    /** '' (one entry per campaign) or the course code (one per course, when the campaign's data says so). */
    entryKey: p.string().length(50).default(''),
    answers: p.json<Record<string, string>>().default('{}'),
    contact: p.json<Record<string, string>>().nullable(),
    enteredAt: p.datetime(),
    won: p.boolean().default(false),
  },
});

export class CampaignEntry extends CampaignEntrySchema.class {}
CampaignEntrySchema.setClass(CampaignEntry);
