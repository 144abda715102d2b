import { StandardListPage } from '../../components/lists/StandardListPage';

export default async function BookTopPage(props: { query?: string }) {
  return <StandardListPage kind="all" search={props.query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
