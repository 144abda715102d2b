/**
 * A draft scheduled by a preview's time (the staff 'as of' preview, decisions 058, 071, 075): `objectId` names
 * the stored object it changes (its id), null for a new one; `value` holds the fields its publication will write
 * (every field for a new object, the changed ones for a stored one).
 */
export type ScheduledDraft = { objectId: string | null; value: Record<string, unknown>; publishAt: Date };

/** The stored ids the drafts change. */
export const draftedIds = (scheduled: readonly DraftFields[]): number[] => [...new Set(scheduled.flatMap((d) => (d.objectId && /^[0-9]+$/.test(d.objectId) ? [Number(d.objectId)] : [])))];

/** What the overlay needs of a draft. */
type DraftFields = Pick<ScheduledDraft, 'objectId' | 'value'>;

export type Overlaid<R, D extends DraftFields = ScheduledDraft> = { id: number; record: R; draft: D | null };

/**
 * Stored records with the scheduled drafts laid over them by `lay`, oldest draft first (a later draft wins
 * field by field); a draft of a new object is one more record with id 0 (`lay` gets null before it). A draft
 * of an object not in `stored` (trashed, or not loaded) is left out.
 */
export function overlayDrafts<R, D extends DraftFields = ScheduledDraft>(stored: readonly { id: number; record: R }[], scheduled: readonly D[], lay: (before: R | null, value: Record<string, unknown>) => R): Overlaid<R, D>[] {
  const records = new Map<string, Overlaid<R, D>>(stored.map(({ id, record }) => [String(id), { id, record, draft: null }]));
  scheduled.forEach((draft, index) => {
    const key = draft.objectId ?? `new:${index}`;
    const before = records.get(key);
    if (draft.objectId && !before) return;
    records.set(key, { id: before?.id ?? 0, record: lay(before?.record ?? null, draft.value), draft });
  });
  return [...records.values()];
}
