import { StandardListPage } from '../../components/lists/StandardListPage';

export default async function FreeTitlesPage(props: { query?: string }) {
  return <StandardListPage kind="free" search={props.query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
