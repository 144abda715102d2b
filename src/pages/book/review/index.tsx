import { LatestReviewsPage, pageParam } from '../../../components/reviews/LatestReviewsPage';

/** /book/review/ without a title: the newest reviews, as /review/. */
export default async function BookReviewsPage(props: { query?: string }) {
  return <LatestReviewsPage page={pageParam(props.query ?? '')} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
