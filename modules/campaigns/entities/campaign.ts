import { defineEntity, p } from '@mikro-orm/core';

import { CAMPAIGN_FAMILIES, CAMPAIGN_KINDS, type CampaignFamily, type CampaignKind } from '../campaign-kinds.ts';

export { CAMPAIGN_FAMILIES, CAMPAIGN_KINDS, type CampaignFamily, type CampaignKind };

/**
 * A campaign or special feature, wholly data: staff run a new one by adding a row (and its titles).
 * Its window is [startsAt, endsAt): running from startsAt, over at endsAt (end exclusive, decision 051).
 * `body` holds the family's own content (blocks, tabs, a ranking's counting period…), see page-body.ts.
 */
export const CampaignSchema = defineEntity({
  name: 'Campaign',
  tableName: 'campaign',
  uniques: [{ name: 'campaign_family_slug_unique', properties: ['family', 'slug'] }],
  indexes: [{ name: 'campaign_window_idx', properties: ['startsAt', 'endsAt'] }],
  properties: {
    id: p.integer().primary(),
    family: p.string().length(20).$type<CampaignFamily>(),
    slug: p.string().length(100),
    kind: p.string().length(20).$type<CampaignKind>(),
    name: p.string().length(200),
    lead: p.text().default(''),
    terms: p.text().default(''),
    /** What cards and the title page show of it while it runs (e.g. 「50%OFF」). */
    cardText: p.string().length(100).nullable(),
    /** The spec's campaignColor: a number shown as a hex colour. */
    color: p.integer().nullable(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    /** Order of the /special/ index (newest first); null: not listed there. */
    publishedAt: p.datetime().nullable(),
    hashtag: p.string().length(100).nullable(),
    body: p.json<Record<string, unknown>>().default('{}'),
    /** A present campaign's prizes (shown by law, 景品表示法) and its winner draw (decision 051). */
    prizeCount: p.integer().nullable(),
    /** SHA-256 (hex) of the draw's seed, shown on the page before entries close. */
    seedCommitment: p.string().length(64).nullable(),
    /** The seed itself, revealed with the draw so anyone can recompute it. */
    seed: p.string().length(128).nullable(),
    drawnAt: p.datetime().nullable(),
    /** In the staff console's trash: no page shows it (decision 056); never deleted. */
    deletedAt: p.datetime().nullable(),
  },
});

export class Campaign extends CampaignSchema.class {}
CampaignSchema.setClass(Campaign);
