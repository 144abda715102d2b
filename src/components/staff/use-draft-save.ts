'use client';

import { useState } from 'react';
import type { DraftView } from '#modules/staff/client.ts';
import { staffSend } from './staff-api.ts';

export type DraftSaveStatus = 'idle' | 'saving' | 'saved';
export type DraftSaveState = { status?: DraftSaveStatus; error?: string | null };

export type DraftSaveOptions = {
  initial?: DraftSaveState;
  /** The kind's draft path (`/api/staff/v1/drafts/coupons/`); an existing record's is `${draftPath}${id}/`. */
  draftPath: string;
  /** The record being edited (null: a draft of a new one) and the version the draft is based on. */
  recordId: number | null;
  version: number;
  /** The request body for the form's current values (without version and the draft's ids). */
  body: () => Record<string, unknown>;
  /** The record's open draft, edited by the next 下書き保存. */
  draft: DraftView | null;
  fieldOf: (path: string) => string;
  /** The form's per-field errors (shared with the save's). */
  setErrors: (errors: Record<string, string>) => void;
  onDraftSaved?: (draft: DraftView) => void;
};

/**
 * 「下書き保存」 of the reward editors (decision 058): the form's fields kept as a draft, nothing public changes; the
 * next 下書き保存 edits the same draft at its version. Publication happens from the DraftPanel, through the kind's
 * versioned save and its checks.
 */
export function useDraftSave(options: DraftSaveOptions) {
  const [draftRef, setDraftRef] = useState<{ id: number; version: number } | null>(options.draft ? { id: options.draft.id, version: options.draft.version } : null);
  const [status, setStatus] = useState<DraftSaveStatus>(options.initial?.status ?? 'idle');
  const [error, setError] = useState<string | null>(options.initial?.error ?? null);

  async function saveDraft() {
    setStatus('saving');
    setError(null);
    const path = options.recordId ? `${options.draftPath}${options.recordId}/` : options.draftPath;
    const result = await staffSend<{ draft: DraftView }>(path, { ...options.body(), version: options.version, draft_id: draftRef?.id ?? null, draft_version: draftRef?.version ?? null });
    if (result.ok) {
      setDraftRef({ id: result.answer.draft.id, version: result.answer.draft.version });
      options.setErrors({});
      setStatus('saved');
      options.onDraftSaved?.(result.answer.draft);
      return;
    }
    setStatus('idle');
    const byField: Record<string, string> = {};
    for (const [field, message] of Object.entries(result.fields)) byField[options.fieldOf(field)] ??= message;
    options.setErrors(byField);
    setError(result.message);
  }

  return {
    draftRef,
    draftStatus: status,
    draftError: error,
    saveDraft,
    /** The form changed: "下書きを保存しました" is over. */
    draftTouched: () => status === 'saved' && setStatus('idle'),
  };
}

const OPEN = new Set(['draft', 'scheduled', 'conflicted']);

/**
 * A console's drafts: `keep` puts a draft the editor saved first, `settled` notes one a panel published or discarded
 * (its panel stays, with its message), `openFor` is a record's open draft for the editor (id null: the single
 * object of a kind, e.g. the top page's blocks).
 */
export function useDraftList(initial: readonly DraftView[]) {
  const [drafts, setDrafts] = useState<DraftView[]>([...initial]);
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  return {
    drafts,
    keep: (draft: DraftView) => setDrafts((list) => [draft, ...list.filter((d) => d.id !== draft.id)]),
    settled: (draft: DraftView) => !OPEN.has(draft.status) && setClosed((set) => new Set([...set, draft.id])),
    openFor: (id: number | null): DraftView | null => drafts.find((d) => OPEN.has(d.status) && !closed.has(d.id) && (id === null || d.objectId === String(id))) ?? null,
  };
}
