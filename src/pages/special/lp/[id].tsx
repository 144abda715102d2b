import type { PageProps } from 'waku/router';
import { LpPage } from '../../../components/campaigns/families/LpPage';

/** /special/lp/{id}/ (decision 051): one component for the family, its content from the database. */
export default async function Page(props: PageProps<'/special/lp/[id]'> & { query?: string }) {
  return <LpPage family="lp" slug={props.id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
