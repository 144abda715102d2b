import { StandardListPage } from '../../components/lists/StandardListPage';

export default async function EndingSoonPage(props: { query?: string }) {
  return <StandardListPage kind="end" search={props.query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
