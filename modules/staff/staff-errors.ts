import { DomainError } from '#platform/errors/domain-error.ts';

export type StaffErrorCode = 'not-staff' | 'version-conflict' | 'object-busy' | 'not-found' | 'cannot-revert' | 'image-invalid' | 'image-corrupt' | 'draft-changed' | 'draft-closed' | 'draft-exists' | 'publish-time-past';

export type VersionConflictDetails = {
  /** The object as it is now, and its version. */
  current: unknown;
  currentVersion: number;
  /** What the refused save would have stored, and the version it edited. */
  yours: unknown;
  yourVersion: number;
};

/** A refusal of the staff console (decision 053); staffErrorMapping words it. */
export class StaffError extends DomainError<StaffErrorCode, { reason?: string } | VersionConflictDetails> {}
