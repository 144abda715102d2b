import type { PageProps } from 'waku/router';
import { TweetPresentPage } from '../../../components/campaigns/families/TweetPresentPage';

/** /special/tweet_present/{code}/ (decision 051): one component for the family, its content from the database. */
export default async function Page(props: PageProps<'/special/tweet_present/[code]'> & { query?: string }) {
  return <TweetPresentPage slug={props.code} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
