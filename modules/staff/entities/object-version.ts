import { defineEntity, p } from '@mikro-orm/core';

/**
 * The version of an object edited in the staff console (a banner, a title…): every save names the version
 * it edited and is refused when another save came first. Kept here, not in the owners' tables, so that the
 * console's rule covers every module's data alike.
 */
export const StaffObjectVersionSchema = defineEntity({
  name: 'StaffObjectVersion',
  tableName: 'staff_object_version',
  properties: {
    objectType: p.string().length(32).primary(),
    objectId: p.string().length(64).primary(),
    version: p.integer(),
    updatedAt: p.datetime(),
  },
});

export class StaffObjectVersion extends StaffObjectVersionSchema.class {}
StaffObjectVersionSchema.setClass(StaffObjectVersion);
