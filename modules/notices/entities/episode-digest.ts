import { defineEntity, p } from '@mikro-orm/core';
import { User } from '#modules/accounts/index.ts';

/** The new-episode mail digest sent to a member for one JST day: at most one per member and day. */
export const EpisodeDigestSchema = defineEntity({
  name: 'EpisodeDigest',
  tableName: 'notice_episode_digest',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    /** The JST day whose new episodes it lists, 'YYYY-MM-DD'. */
    day: p.string().length(10).primary(),
    episodes: p.integer(),
    sentAt: p.datetime(),
  },
});

export class EpisodeDigest extends EpisodeDigestSchema.class {}
EpisodeDigestSchema.setClass(EpisodeDigest);
