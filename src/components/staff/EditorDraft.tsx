'use client';

import { useState } from 'react';
import { STAFF_PATHS, type DraftView } from '#modules/staff/client.ts';
import { DraftPanel } from './DraftPanel.tsx';
import { staffSend } from './staff-api.ts';

export type EditorDraftStatus = 'idle' | 'saving' | 'saved';
/** An editor's draft as its stories give it. */
export type EditorDraftState = { status?: EditorDraftStatus };

/** The open draft of the object an editor opens (none for a new one). */
export const openDraftOf = (drafts: readonly DraftView[], editing: { id: number } | 'new' | null) =>
  editing && editing !== 'new' ? (drafts.find((d) => d.objectId === String(editing.id) && isOpen(d)) ?? null) : null;

const isOpen = (draft: DraftView | null) => !!draft && (draft.status === 'draft' || draft.status === 'scheduled' || draft.status === 'conflicted');

export type EditorDraftOptions = {
  /** The object's open draft when the editor opened (its fields fill the form). */
  draft: DraftView | null;
  initial?: EditorDraftState;
  /** The kind's segment under `/api/staff/v1/drafts/` ('campaigns', 'lotteries'…). */
  kindPath: string;
  /** The object edited (null: a new one) and the version the form was read at. */
  recordId: number | null;
  version: number;
  /** The request body for the form's current values (without version and the draft's fields). */
  body: () => Record<string, unknown>;
  /** A refusal: the message and the field problems by the server's paths. */
  onRefused: (message: string, fields: Record<string, string>) => void;
  /** Before a save (the editor clears its problems). */
  onStart?: () => void;
  /** The draft as saved or acted on (a console keeps its list of drafts). */
  onChange?: (draft: DraftView) => void;
  /** The draft of the edited object was published as this version: the form now edits that version. */
  onPublished?: (version: number) => void;
};

/**
 * 「下書き保存」 for an editor (decisions 058, 071): saves the form's fields as the object's draft (the open
 * one if any, at its version) without publishing anything; `panel` shows it with DraftPanel (publish now,
 * schedule, discard) below the form. A published or discarded draft is closed: the next save starts another.
 */
export function useEditorDraft(options: EditorDraftOptions) {
  const [draft, setDraft] = useState<DraftView | null>(options.draft);
  const [status, setStatus] = useState<EditorDraftStatus>(options.initial?.status ?? 'idle');
  // DraftPanel keeps its own copy: a new save of the form shows a new panel.
  const [panelKey, setPanelKey] = useState(0);

  async function save() {
    setStatus('saving');
    options.onStart?.();
    const open = isOpen(draft) ? draft : null;
    const path = options.recordId ? `${STAFF_PATHS.drafts}${options.kindPath}/${options.recordId}/` : `${STAFF_PATHS.drafts}${options.kindPath}/`;
    const result = await staffSend<{ draft: DraftView }>(path, { ...options.body(), version: options.version, draft_id: open?.id ?? null, draft_version: open?.version ?? null });
    if (result.ok) {
      setDraft(result.answer.draft);
      options.onChange?.(result.answer.draft);
      setPanelKey((k) => k + 1);
      setStatus('saved');
      return;
    }
    setStatus('idle');
    options.onRefused(result.message, result.fields);
  }

  return {
    draft,
    status,
    save,
    /** Whether the form edits an open draft. */
    editing: isOpen(draft),
    /** The form changed: "saved" is over. */
    touched: () => status === 'saved' && setStatus('idle'),
    panelKey,
    /** DraftPanel acted on the draft (scheduled, published…): follow its version. */
    follow: (next: DraftView) => {
      setDraft(next);
      options.onChange?.(next);
      if (next.status === 'published' && next.publishedVersion !== null && options.recordId !== null && next.objectId === String(options.recordId)) options.onPublished?.(next.publishedVersion);
    },
  };
}

export type EditorDraft = ReturnType<typeof useEditorDraft>;

/** The hint above an editor's fields while it edits a draft. */
export function DraftEditingHint({ draft }: { draft: EditorDraft }) {
  return draft.editing && draft.draft ? <p className="staff-field__hint">下書き #{draft.draft.id} を編集しています（保存すると公開、「下書き保存」で公開せずに保存）。</p> : null;
}

/** The editor's 「下書き保存」 button (inside its actions). */
export function DraftSaveButton({ draft, disabled }: { draft: EditorDraft; disabled?: boolean }) {
  return (
    <button type="button" className="staff-button" disabled={disabled || draft.status === 'saving'} onClick={() => void draft.save()}>
      {draft.status === 'saving' ? '下書きを保存中…' : '下書き保存'}
    </button>
  );
}

/** What the editor says after 「下書き保存」 (its status line). */
export const draftSavedText = (draft: EditorDraft) => (draft.status === 'saved' && draft.draft ? `下書きを保存しました（下書き #${draft.draft.id}）。公開はされていません。下の下書きから公開・予約公開できます。` : '');

/** The draft below the editor's form (a form of its own: never inside the editor's). */
export function EditorDraftPanel({ draft, labels, previewPath }: { draft: EditorDraft; labels: Record<string, string>; previewPath?: string | null }) {
  if (!draft.draft) return null;
  return <DraftPanel key={`${draft.draft.id}-${draft.panelKey}`} draft={draft.draft} labels={labels} previewPath={previewPath ?? undefined} onChange={draft.follow} />;
}
