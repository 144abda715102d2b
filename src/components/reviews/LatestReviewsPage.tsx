import { AdultSetting } from '#modules/accounts/client.ts';
import { latestReviewsPath } from '#platform/routes/site-paths.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { Pager } from '../lists/Pager';
import { parseViewerHeader, VIEWER_HEADER } from '../../server/page-viewer';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';
import { ReviewItem } from './ReviewItem';
import './reviews.css';

/** /review/ (the header's レビュー): the newest reviews across titles, 20 a page, plain page links. */
export async function LatestReviewsPage({ page }: { page: number }) {
  const viewer = parseViewerHeader(getHeaders()[VIEWER_HEADER]);
  const { reviews } = await getServices();
  const latest = await reviews.latest({ page, viewerId: viewer.userId, allowAdult: viewer.userValidAdult === AdultSetting.Enabled });
  if (page > latest.pages) notFound();
  return (
    <div className="review-page">
      <title>{pageTitle(page > 1 ? `新着レビュー（${page}ページ目）` : '新着レビュー')}</title>
      <meta name="description" content="読み場の読者が書いたマンガのレビューを新しい順に紹介します。" />
      <h1>新着レビュー</h1>
      <p className="review-page__counts">{latest.total.toLocaleString('ja-JP')}件のレビュー</p>
      {latest.reviews.length === 0 ? (
        <p className="review-page__empty">まだレビューはありません。</p>
      ) : (
        <ul className="review-page__list">
          {latest.reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} title={review} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={latest.page} maxPage={latest.pages} href={latestReviewsPath} />
    </div>
  );
}

/** The page number of a `?page=` query (1 without one); anything but a whole number from 1 to 500 is a 404. */
export function pageParam(query: string): number {
  const text = new URLSearchParams(query).get('page');
  if (text === null) return 1;
  const n = Number(text);
  if (!/^\d{1,3}$/.test(text) || n < 1 || n > 500) notFound();
  return n;
}
