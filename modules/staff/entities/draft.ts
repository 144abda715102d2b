import { defineEntity, p } from '@mikro-orm/core';

/**
 * A staff draft of a console object (decision 058): the fields staff saved without publishing them, the
 * object's version the draft was based on, and, when scheduled, the moment a job publishes it through the
 * console's versioned save. A draft whose object changed since its base version is never applied: it is
 * kept and marked 'conflicted'. Drafts of a kind that can create carry no object id until published.
 */
export const StaffDraftSchema = defineEntity({
  name: 'StaffDraft',
  tableName: 'staff_draft',
  indexes: [
    { name: 'staff_draft_object_idx', properties: ['objectType', 'objectId'] },
    { name: 'staff_draft_due_idx', properties: ['status', 'publishAt'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    objectType: p.string().length(32),
    /** The object drafted; null for a new object (created when published). */
    objectId: p.string().length(64).nullable(),
    /** The object's console version the draft edits (0 for a new object). */
    baseVersion: p.integer(),
    /** The draft's fields (the kind's snapshot fields, plain JSON). */
    value: p.json<Record<string, unknown>>(),
    /** draft, scheduled, published, conflicted, discarded. */
    status: p.string().length(16),
    /** When a scheduled draft is published (JST as typed, stored as an instant). */
    publishAt: p.datetime().nullable(),
    /** The draft's own version: two staff editing one draft do not overwrite each other silently. */
    version: p.integer(),
    authorId: p.integer(),
    authorName: p.string().length(100),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    /** The object's version its publication produced. */
    publishedVersion: p.integer().nullable(),
    publishedAt: p.datetime().nullable(),
  },
});

export class StaffDraft extends StaffDraftSchema.class {}
StaffDraftSchema.setClass(StaffDraft);
