import type { PageProps } from 'waku/router';
import { BooklistPage } from '../../../components/campaigns/families/BooklistPage';

/** /special/booklist/{id}/ (decision 051): one component for the family, its content from the database. */
export default async function Page(props: PageProps<'/special/booklist/[id]'> & { query?: string }) {
  return <BooklistPage slug={props.id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
