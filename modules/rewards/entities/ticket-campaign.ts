import { defineEntity, p } from '@mikro-orm/core';
import type { ClaimPer } from '../domain/gift-rules.ts';

/**
 * A ticket campaign of /gift/ticket/{code}/ (the spec's Christmas banner: 50 tickets a day): `tickets`
 * general tickets per claim, claimed once per JST day or once for the campaign (`per`), valid for
 * `validHours` after the claim. Open from `startsAt` to `endsAt` (exclusive), which is also the claim-by.
 */
export const RewardTicketCampaignSchema = defineEntity({
  name: 'RewardTicketCampaign',
  tableName: 'reward_ticket_campaign',
  properties: {
    id: p.integer().primary().autoincrement(),
    code: p.string().length(40).unique('reward_ticket_campaign_code_unique'),
    label: p.string().length(60),
    description: p.text(),
    tickets: p.integer().check('tickets > 0 and tickets <= 1000'),
    per: p.string().length(10).$type<ClaimPer>().check("per in ('day', 'campaign')"),
    validHours: p.integer().check('valid_hours > 0'),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    createdAt: p.datetime(),
  },
});

export class RewardTicketCampaign extends RewardTicketCampaignSchema.class {}
RewardTicketCampaignSchema.setClass(RewardTicketCampaign);
