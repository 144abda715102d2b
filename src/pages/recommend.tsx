import { StandardListPage } from '../components/lists/StandardListPage';

export default async function RecommendPage(props: { query?: string }) {
  return <StandardListPage kind="recommend" search={props.query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
