import { StandardListPage } from '../components/lists/StandardListPage';

export default async function ComicsPage(props: { query?: string }) {
  return <StandardListPage kind="comics" search={props.query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
