'use client';

import { useState, type FormEvent } from 'react';
import type { DryRun } from './DryRunPanel.tsx';
import { staffSend, type Conflict } from './staff-api.ts';

export type DryRunSaveStatus = 'idle' | 'checking' | 'saving' | 'saved';
/** A dry-run editor's state as its stories give it. */
export type DryRunSaveState<Run = DryRun> = { errors?: Record<string, string>; formError?: string | null; status?: DryRunSaveStatus; conflict?: Conflict | null; dryRun?: Run | null };

export type DryRunSaveOptions<Saved extends { id: number; version: number }, Answer, Run = DryRun> = {
  initial: DryRunSaveState<Run>;
  /** The record being edited, or null for a new one. */
  record: { id: number; version: number } | null;
  /** The collection's path; a record's is `${collectionPath}${id}/`. */
  collectionPath: string;
  /** The request body for the form's current values (without dry_run and version). */
  body: () => Record<string, unknown>;
  /** The saved record in the save's answer. */
  savedOf: (answer: Answer) => Saved;
  /** The form field of an error path from the server (its camelCase names to the form's). */
  fieldOf: (path: string) => string;
  onSaved?: (saved: Saved) => void;
};

/**
 * The versioned save with a dry run first (decision 057) that the reward editors share: submit asks for
 * the dry run (what changes, the legal checks), the panel's confirm saves at the version that was checked,
 * and a 409 or a refusal lands in `conflict`, `formError` and the per-field `errors`.
 */
export function useDryRunSave<Saved extends { id: number; version: number }, Answer, Run = DryRun>(options: DryRunSaveOptions<Saved, Answer, Run>) {
  const { initial, record } = options;
  const [version, setVersion] = useState(record?.version ?? 0);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const recordId = record?.id ?? createdId;
  const [errors, setErrors] = useState<Record<string, string>>(initial.errors ?? {});
  const [formError, setFormError] = useState<string | null>(initial.formError ?? null);
  const [status, setStatus] = useState<DryRunSaveStatus>(initial.status ?? 'idle');
  const [conflict, setConflict] = useState<Conflict | null>(initial.conflict ?? null);
  const [dryRun, setDryRun] = useState<Run | null>(initial.dryRun ?? null);
  const [checkedVersion, setCheckedVersion] = useState(version);

  const path = () => (recordId ? `${options.collectionPath}${recordId}/` : options.collectionPath);
  const failed = (result: { message: string; fields: Record<string, string>; conflict?: Conflict }) => {
    if (result.conflict) setConflict(result.conflict);
    const byField: Record<string, string> = {};
    for (const [field, message] of Object.entries(result.fields)) byField[options.fieldOf(field)] ??= message;
    setErrors(byField);
    setFormError(result.message);
  };

  /** The dry run: what would change and the legal check, nothing stored. */
  async function check(atVersion: number) {
    setStatus('checking');
    setFormError(null);
    setConflict(null);
    const result = await staffSend<Run>(path(), { ...options.body(), dry_run: true, ...(recordId ? { version: atVersion } : {}) });
    setStatus('idle');
    if (result.ok) {
      setErrors({});
      setDryRun(result.answer);
      setCheckedVersion(atVersion);
    } else failed(result);
  }

  async function save() {
    setStatus('saving');
    const result = await staffSend<Answer>(path(), { ...options.body(), ...(recordId ? { version: checkedVersion } : {}) });
    if (result.ok) {
      const saved = options.savedOf(result.answer);
      setVersion(saved.version);
      setCreatedId(saved.id);
      setDryRun(null);
      setErrors({});
      setStatus('saved');
      options.onSaved?.(saved);
      return;
    }
    setStatus('idle');
    setDryRun(null);
    failed(result);
  }

  return {
    recordId,
    version,
    errors,
    setErrors,
    formError,
    status,
    conflict,
    dryRun,
    check,
    save,
    /** The form changed: the dry run no longer holds, and "saved" is over. */
    touched() {
      setDryRun(null);
      if (status === 'saved') setStatus('idle');
    },
    onSubmit(event: FormEvent) {
      event.preventDefault();
      if (status === 'idle' || status === 'saved') void check(version);
    },
    /** A refusal of another request on the form's values (「下書き保存」): shown like a save's. */
    refused(message: string, fields: Record<string, string>) {
      setDryRun(null);
      failed({ message, fields });
    },
    /** Back from the dry run to the form. */
    back: () => setDryRun(null),
    /** The conflict's "load the latest": the caller sets its values, this takes the version. */
    takeLatest(currentVersion: number) {
      setVersion(currentVersion);
      setConflict(null);
      setFormError(null);
    },
    /** The conflict's "overwrite": check again against the latest version. */
    overwrite(currentVersion: number) {
      setVersion(currentVersion);
      void check(currentVersion);
    },
  };
}
