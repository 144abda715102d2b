import type { PageProps } from 'waku/router';
import { LpPage } from '../../components/campaigns/families/LpPage';

/** /lp/{slug}/ (8anniversary, manga-marathon-gacha, {product}-new-concept…) (decision 051): one component for the family, its content from the database. */
export default async function Page(props: PageProps<'/lp/[slug]'> & { query?: string }) {
  return <LpPage family="landing" slug={props.slug} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
