import { StandardListPage } from '../../components/lists/StandardListPage';

export default async function NewTitlesPage(props: { query?: string }) {
  return <StandardListPage kind="new" search={props.query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
