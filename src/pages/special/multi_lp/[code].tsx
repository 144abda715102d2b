import type { PageProps } from 'waku/router';
import { MultiLpPage } from '../../../components/campaigns/families/MultiLpPage';

/** /special/multi_lp/{code}/ (decision 051): one component for the family, its content from the database. */
export default async function Page(props: PageProps<'/special/multi_lp/[code]'> & { query?: string }) {
  return <MultiLpPage slug={props.code} query={props.query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
