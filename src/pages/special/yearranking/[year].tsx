import type { PageProps } from 'waku/router';
import { YearRankingPage } from '../../../components/campaigns/families/YearRankingPage';

/** /special/yearranking/{year}/ (decision 051): one component for the family, its content from the database. */
export default async function Page(props: PageProps<'/special/yearranking/[year]'> & { query?: string }) {
  return <YearRankingPage year={props.year} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
