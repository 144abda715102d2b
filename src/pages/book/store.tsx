import { StandardListPage } from '../../components/lists/StandardListPage';

export default async function StorePage(props: { query?: string }) {
  return <StandardListPage kind="store" search={props.query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
