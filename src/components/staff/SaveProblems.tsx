'use client';

import { ConflictNotice } from './ConflictNotice.tsx';
import type { Conflict } from './staff-api.ts';

export type SaveProblemsProps = {
  /** The save's Japanese message (shown alone unless there is a conflict, which explains itself). */
  formError: string | null;
  conflict: Conflict | null;
  /** Japanese names of the fields, for the conflict's table. */
  labels: Record<string, string>;
  /** Load what another staff member saved (version `currentVersion`), dropping this form's changes. */
  onUseLatest: (current: Record<string, unknown>, currentVersion: number) => void;
  /** Save this form's values over version `currentVersion`. */
  onOverwrite: (currentVersion: number) => void;
};

/** What went wrong with a staff editor's last save: its message, or a 409's two versions and the ways out. */
export function SaveProblems({ formError, conflict, labels, onUseLatest, onOverwrite }: SaveProblemsProps) {
  if (conflict) {
    return (
      <ConflictNotice
        current={conflict.current}
        currentVersion={conflict.currentVersion}
        yours={conflict.yours}
        yourVersion={conflict.yourVersion}
        labels={labels}
        onUseLatest={() => onUseLatest(conflict.current, conflict.currentVersion)}
        onOverwrite={() => onOverwrite(conflict.currentVersion)}
      />
    );
  }
  return formError ? (
    <p className="staff-form__error" role="alert">
      {formError}
    </p>
  ) : null;
}
