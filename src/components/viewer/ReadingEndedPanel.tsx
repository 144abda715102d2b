'use client';
import './reading-ended.css';

export type ReadingEndedPanelProps = {
  titleHref: string;
  /** Runs the reading flow (check, then the ticket or coin modal) for the story again. */
  onReadAgain: () => void;
  /** The reading flow is running (its modal is on its way). */
  busy?: boolean;
};

/**
 * What replaces the viewer when a story can no longer be read in the middle of reading (a 待てば¥0
 * or ticket rental ended): the reading flow opens at once; this stays behind it.
 */
export function ReadingEndedPanel({ titleHref, onReadAgain, busy = false }: ReadingEndedPanelProps) {
  return (
    <section className="reading-ended" aria-labelledby="reading-ended-heading" role="region">
      <h1 id="reading-ended-heading" className="reading-ended__heading">
        閲覧期間が終了しました
      </h1>
      <p className="reading-ended__text">この話の閲覧期間が終わりました。続けて読むには、もう一度チケットまたはコインをご利用ください。</p>
      <div className="reading-ended__actions">
        <button type="button" className="reading-ended__button reading-ended__button--primary" onClick={onReadAgain} disabled={busy} aria-busy={busy}>
          続きを読む
        </button>
        <a className="reading-ended__button" href={titleHref}>
          作品ページへ戻る
        </a>
      </div>
    </section>
  );
}
