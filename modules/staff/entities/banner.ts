import { defineEntity, p } from '@mikro-orm/core';

/** A banner staff place on the top page ('top') or in the in-house ad slot ('inhouse'), shown within its window. */
export const StaffBannerSchema = defineEntity({
  name: 'StaffBanner',
  tableName: 'staff_banner',
  indexes: [{ name: 'staff_banner_placement_idx', properties: ['placement', 'position'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    placement: p.string().length(16),
    imageUrl: p.string().length(300),
    alt: p.string().length(200),
    linkUrl: p.string().length(300),
    startsAt: p.datetime().nullable(),
    endsAt: p.datetime().nullable(),
    position: p.integer().default(0),
    /** In the trash since (restorable); never deleted for good. */
    deletedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class StaffBanner extends StaffBannerSchema.class {}
StaffBannerSchema.setClass(StaffBanner);
