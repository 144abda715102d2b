'use client';

import { useState } from 'react';
import type { DraftView } from '#modules/staff/client.ts';
import { useEditorDraft, type EditorDraftStatus } from './EditorDraft.tsx';

export type DraftSaveStatus = EditorDraftStatus;
export type DraftSaveState = { status?: DraftSaveStatus; error?: string | null };

export type DraftSaveOptions = {
  initial?: DraftSaveState;
  /** The kind's segment under `/api/staff/v1/drafts/` ('coupons', 'coin-packs'…). */
  kindPath: string;
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
 * 「下書き保存」 of the editors whose drafts their console lists (coupons, coin packs, gift handouts, the top page's
 * blocks; decision 072): useEditorDraft's save, with its refusal shown in the form's own fields and message line.
 * Publication happens from the console's DraftPanel, through the kind's versioned save and its checks.
 */
export function useDraftSave(options: DraftSaveOptions) {
  const [error, setError] = useState<string | null>(options.initial?.error ?? null);
  const draft = useEditorDraft({
    draft: options.draft,
    initial: { status: options.initial?.status },
    kindPath: options.kindPath,
    recordId: options.recordId,
    version: options.version,
    body: options.body,
    onStart: () => setError(null),
    onRefused: (message, fields) => {
      const byField: Record<string, string> = {};
      for (const [field, problem] of Object.entries(fields)) byField[options.fieldOf(field)] ??= problem;
      options.setErrors(byField);
      setError(message);
    },
    onChange: (saved) => {
      options.setErrors({});
      options.onDraftSaved?.(saved);
    },
  });
  return {
    draftRef: draft.draft ? { id: draft.draft.id, version: draft.draft.version } : null,
    draftStatus: draft.status,
    draftError: error,
    saveDraft: draft.save,
    /** The form changed: "下書きを保存しました" is over. */
    draftTouched: draft.touched,
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
