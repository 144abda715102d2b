import { DRAFT_STATUS_LABELS, type DraftView } from '#modules/staff/client.ts';
import { formatJst } from '#platform/text/jst-datetime.ts';

/** A console row's note that its object has an open draft: 「下書きあり」, 「予約公開 … (JST)」 or the draft's conflict. */
export function DraftMark({ draft }: { draft: DraftView | null }) {
  if (!draft) return null;
  const text = draft.status === 'scheduled' && draft.publishAt ? `予約公開 ${formatJst(draft.publishAt)}` : draft.status === 'draft' ? '下書きあり' : `下書き: ${DRAFT_STATUS_LABELS[draft.status]}`;
  return <span className={`staff-draft-mark staff-badge--draft-${draft.status}`}>{text}</span>;
}
