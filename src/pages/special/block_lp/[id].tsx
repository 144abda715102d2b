import type { PageProps } from 'waku/router';
import { BlockLpPage } from '../../../components/campaigns/families/BlockLpPage';

/** /special/block_lp/{id}/ (decision 051): one component for the family, its content from the database. */
export default async function Page(props: PageProps<'/special/block_lp/[id]'> & { query?: string }) {
  return <BlockLpPage slug={props.id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
