import { AdultSetting } from '#modules/accounts/client.ts';
import { titleReviewsPath } from '#platform/routes/site-paths.ts';
import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { ReportReviewForm } from '../../../components/reviews/ReportReviewForm';
import { ReviewItem } from '../../../components/reviews/ReviewItem';
import '../../../components/reviews/reviews.css';
import { currentMember } from '../../../server/current-member';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

/** /review/report/{id}/: a member reports someone else's review (the route guard sends visitors to sign in). */
export default async function ReportReviewPage({ id }: PageProps<'/review/report/[id]'>) {
  const member = await currentMember();
  if (!member) return null;
  const reviewId = Number(id);
  if (!/^[1-9]\d{0,9}$/.test(id) || reviewId > 2_147_483_647) notFound();
  const { reviews } = await getServices();
  const review = await reviews.one(reviewId, { viewerId: member.userId, allowAdult: member.userValidAdult === AdultSetting.Enabled });
  if (!review) notFound();
  const backHref = titleReviewsPath(review.titleCode);
  return (
    <div className="review-page">
      <title>{pageTitle('レビューを通報')}</title>
      <meta name="robots" content="noindex" />
      <h1>レビューを通報</h1>
      <ReviewItem review={review} title={review} reportable={false} />
      {review.isMine ? <p className="review-page__empty">ご自身のレビューは通報できません。</p> : <ReportReviewForm reviewId={review.id} backHref={backHref} />}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
