import type { ReviewFilter, ReviewSort } from '#modules/catalogue/index.ts';

const SORT_LABELS: Record<ReviewSort, string> = { new: '新しい順', high: '評価の高い順', low: '評価の低い順' };

/** The address of a title's review list for a filter (defaults left out, page 1). */
export function reviewListHref(base: string, filter: ReviewFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter.rating) query.set('rating', String(filter.rating));
  if (filter.hideSpoilers) query.set('spoiler', 'hide');
  if (filter.sort !== 'new') query.set('sort', filter.sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * How the title's reviews split by rating (each row narrows the list to it), the order and the
 * spoiler switch: plain links, so they work without JavaScript and can be shared.
 */
export function ReviewFilters({ base, filter, byRating, all }: { base: string; filter: ReviewFilter; byRating: readonly number[]; all: number }) {
  return (
    <div className="review-filters">
      <ul className="review-filters__ratings" aria-label="評価で絞り込む">
        {[5, 4, 3, 2, 1].map((rating) => {
          const count = byRating[rating] ?? 0;
          const current = filter.rating === rating;
          return (
            <li key={rating}>
              <a
                href={reviewListHref(base, { ...filter, rating: current ? 0 : rating })}
                aria-current={current ? 'true' : undefined}
                aria-label={`星${rating}つのレビュー ${count}件${current ? '（絞り込み中。もう一度押すと解除）' : ''}`}
              >
                <span className="review-filters__star">★{rating}</span>
                <span className="review-filters__bar" aria-hidden="true">
                  <span style={{ width: `${all ? Math.round((count / all) * 100) : 0}%` }} />
                </span>
                <span className="review-filters__count">{count}件</span>
              </a>
            </li>
          );
        })}
      </ul>
      <nav className="review-filters__options" aria-label="並び替えと表示">
        {(Object.keys(SORT_LABELS) as ReviewSort[]).map((sort) => (
          <a key={sort} href={reviewListHref(base, { ...filter, sort })} aria-current={filter.sort === sort ? 'true' : undefined}>
            {SORT_LABELS[sort]}
          </a>
        ))}
        <a href={reviewListHref(base, { ...filter, hideSpoilers: !filter.hideSpoilers })}>{filter.hideSpoilers ? 'ネタバレも表示' : 'ネタバレを隠す'}</a>
        {filter.rating > 0 && <a href={reviewListHref(base, { ...filter, rating: 0 })}>すべての評価を表示</a>}
      </nav>
    </div>
  );
}
