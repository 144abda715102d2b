import { LatestReviewsPage, pageParam } from '../../components/reviews/LatestReviewsPage';

export default async function ReviewsPage(props: { query?: string }) {
  return <LatestReviewsPage page={pageParam(props.query ?? '')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
