import type { FieldChange } from './diff.ts';

/** What a change was (a revert writes a new entry). */
export type AuditAction = 'create' | 'update' | 'trash' | 'restore' | 'revert' | 'publish' | 'send';

/** An audit entry as the console shows it. */
export type AuditEntryView = {
  id: number;
  objectType: string;
  objectLabel: string;
  objectId: string;
  version: number;
  action: AuditAction;
  actorId: number;
  actorName: string;
  at: string;
  before: unknown;
  after: unknown;
  changes: FieldChange[];
};

