import type { DraftView } from '#modules/staff/client.ts';

/** An open draft of an object for an editor's stories (decision 071): what it changes beside what is published. */
export function draftOf(object: { objectType: string; objectLabel: string; objectId: string | null; published: Record<string, unknown> | null }, changes: { field: string; before: unknown; after: unknown }[], over: Partial<DraftView> = {}): DraftView {
  return {
    id: 31,
    ...object,
    baseVersion: object.objectId ? 2 : 0,
    value: { ...object.published, ...Object.fromEntries(changes.map((c) => [c.field, c.after])) },
    status: 'draft',
    publishAt: null,
    version: 1,
    authorName: 'スタッフ 山田',
    updatedAt: '2026-11-27T03:00:00.000Z',
    publishedVersion: null,
    publishedAt: null,
    currentVersion: object.objectId ? 2 : 0,
    changes,
    stale: false,
    ...over,
  };
}

/** The same draft scheduled for 2026-12-24 10:00 JST. */
export const scheduledAt = { status: 'scheduled' as const, publishAt: '2026-12-24T01:00:00.000Z', version: 2 };

/** A draft of one console object as the stories show it (decision 058). */
export const draftView = (over: Partial<DraftView> & Pick<DraftView, 'objectType' | 'objectLabel' | 'objectId' | 'value'>): DraftView => ({
  id: 21,
  baseVersion: 1,
  status: 'draft',
  publishAt: null,
  version: 1,
  authorName: 'スタッフ 山田',
  updatedAt: '2026-11-27T03:00:00.000Z',
  publishedVersion: null,
  publishedAt: null,
  published: null,
  currentVersion: 1,
  changes: [],
  stale: false,
  ...over,
});
