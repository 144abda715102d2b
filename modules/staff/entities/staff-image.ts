import { defineEntity, p } from '@mikro-orm/core';

/** An image staff uploaded (banners), checked for type, size and dimensions; served by the image pipeline. */
export const StaffImageSchema = defineEntity({
  name: 'StaffImage',
  tableName: 'staff_image',
  properties: {
    id: p.integer().primary().autoincrement(),
    contentType: p.string().length(32),
    width: p.integer(),
    height: p.integer(),
    bytes: p.blob(),
    uploadedBy: p.integer(),
    createdAt: p.datetime(),
  },
});

export class StaffImage extends StaffImageSchema.class {}
StaffImageSchema.setClass(StaffImage);
