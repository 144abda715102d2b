import { defineEntity, p } from '@mikro-orm/core';

/**
 * How far the new-episode notices have looked (one row): episodes published up to `scannedUntil` have
 * been told to the members who favourite their titles. Its row lock serialises concurrent runs.
 */
export const EpisodeScanSchema = defineEntity({
  name: 'EpisodeScan',
  tableName: 'notice_episode_scan',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    scannedUntil: p.datetime(),
  },
});

export class EpisodeScan extends EpisodeScanSchema.class {}
EpisodeScanSchema.setClass(EpisodeScan);
