import type { FieldChange } from './diff.ts';

/** Where a draft is: kept, waiting for its time, published, refused at publication, or thrown away. */
export type DraftStatus = 'draft' | 'scheduled' | 'published' | 'conflicted' | 'discarded';
/** Drafts still being worked on (one per object at most). */
export const OPEN_DRAFT_STATUSES = ['draft', 'scheduled', 'conflicted'] as const satisfies readonly DraftStatus[];

export const DRAFT_STATUS_LABELS: Record<DraftStatus, string> = {
  draft: '下書き',
  scheduled: '予約公開',
  published: '公開済み',
  conflicted: '競合（公開されませんでした）',
  discarded: '破棄済み',
};

/** A draft as the console shows it: its fields beside what is published now, and what would change. */
export type DraftView = {
  id: number;
  objectType: string;
  objectLabel: string;
  /** null: a new object, created when the draft is published. */
  objectId: string | null;
  baseVersion: number;
  value: Record<string, unknown>;
  status: DraftStatus;
  /** ISO instant of a scheduled publication. */
  publishAt: string | null;
  version: number;
  authorName: string;
  updatedAt: string;
  publishedVersion: number | null;
  publishedAt: string | null;
  /** The object as published now and its version (null/0 for a new object). */
  published: Record<string, unknown> | null;
  currentVersion: number;
  /** Published → draft, field by field. */
  changes: FieldChange[];
  /** The object changed since the draft was based on it: publishing it would be refused. */
  stale: boolean;
};
