import { AdultSetting } from '#modules/accounts/client.ts';
import { myReviewsPath } from '#platform/routes/site-paths.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { Pager } from '../components/lists/Pager';
import { pageParam } from '../components/reviews/LatestReviewsPage';
import { ReviewItem } from '../components/reviews/ReviewItem';
import { WriteReviewButton } from '../components/reviews/WriteReviewButton';
import '../components/reviews/reviews.css';
import { currentMember } from '../server/current-member';
import { getServices } from '../server/services';
import { pageTitle } from '../site';

/** /myreview/: the member's own reviews, newest first, each to rewrite or delete (the route guard sends visitors to sign in). */
export default async function MyReviewsPage(props: { query?: string }) {
  const member = await currentMember();
  if (!member) return null;
  const { reviews } = await getServices();
  const mine = await reviews.byMember(member.userId, { page: pageParam(props.query ?? ''), allowAdult: member.userValidAdult === AdultSetting.Enabled });
  if (mine.page > mine.pages) notFound();
  return (
    <div className="review-page">
      <title>{pageTitle('マイレビュー')}</title>
      <meta name="robots" content="noindex" />
      <h1>マイレビュー</h1>
      <p className="review-page__counts">{mine.total.toLocaleString('ja-JP')}件のレビュー</p>
      {mine.reviews.length === 0 ? (
        <p className="review-page__empty">
          まだレビューを書いていません。読んだ作品の感想を<a href="/review/">みんなのレビュー</a>と一緒に残してみませんか？
        </p>
      ) : (
        <ul className="review-page__list">
          {mine.reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} title={review} />
              <div className="review-page__item-actions">
                <WriteReviewButton titleCode={review.titleCode} titleName={review.titleName} isLogin current={{ rating: review.rating, body: review.body, hasSpoiler: review.hasSpoiler }} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={mine.page} maxPage={mine.pages} href={myReviewsPath} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
