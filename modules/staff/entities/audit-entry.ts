import { defineEntity, p } from '@mikro-orm/core';

/**
 * One change made in the staff console: who, when, which object, its state before and after. Rows are
 * only ever inserted (a trigger of the migration refuses updates and deletes): reverting writes a new row.
 */
export const StaffAuditEntrySchema = defineEntity({
  name: 'StaffAuditEntry',
  tableName: 'staff_audit_entry',
  indexes: [{ name: 'staff_audit_entry_object_idx', properties: ['objectType', 'objectId', 'id'] }],
  triggers: [{ name: 'staff_audit_entry_append_only', timing: 'before', events: ['update', 'delete'], forEach: 'row', body: "raise exception 'staff_audit_entry is append-only';" }],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    objectType: p.string().length(32),
    objectId: p.string().length(64),
    /** The object's version this change produced. */
    version: p.integer(),
    /** create, update, trash, restore, revert. */
    action: p.string().length(16),
    actorId: p.integer(),
    actorName: p.string().length(100),
    before: p.json<unknown>().nullable(),
    after: p.json<unknown>().nullable(),
    at: p.datetime(),
  },
});

export class StaffAuditEntry extends StaffAuditEntrySchema.class {}
StaffAuditEntrySchema.setClass(StaffAuditEntry);
