import { reviewReportPath, titlePath } from '#platform/routes/site-paths.ts';
import type { ReviewView } from '#modules/catalogue/client.ts';
import { formatDate } from '../format';
import { Stars } from './Stars';

/**
 * One review: stars, name, date and the text with its line breaks. A text marked as a spoiler stays
 * folded in a <details> until opened (no JavaScript needed). Others' reviews link to their report page.
 */
export function ReviewItem({ review, title, reportable = true }: { review: ReviewView; title?: { titleCode: string; titleName: string; coverImagePath: string }; reportable?: boolean }) {
  const text = <p className="review-item__body">{review.body}</p>;
  return (
    <article className={review.isMine ? 'review-item review-item--mine' : 'review-item'} aria-label={`${review.reviewerName}さんのレビュー`}>
      {title && (
        <a className="review-item__title" href={titlePath(title.titleCode)}>
          <img src={title.coverImagePath} width={48} height={72} alt="" loading="lazy" />
          <span>{title.titleName}</span>
        </a>
      )}
      <header className="review-item__head">
        <Stars rating={review.rating} />
        <span className="review-item__name">{review.reviewerName}</span>
        {review.isMine && <span className="mark">あなたのレビュー</span>}
        <time className="review-item__date" dateTime={review.updatedAt}>
          {formatDate(review.updatedAt)}
        </time>
      </header>
      {review.hasSpoiler ? (
        <details className="review-item__spoiler">
          <summary>ネタバレを含むレビューです（開いて読む）</summary>
          {text}
        </details>
      ) : (
        text
      )}
      {reportable && !review.isMine && (
        <a className="review-item__report" href={reviewReportPath(review.id)} rel="nofollow">
          通報する
        </a>
      )}
    </article>
  );
}
