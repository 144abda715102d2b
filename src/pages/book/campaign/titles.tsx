import { StandardListPage } from '../../../components/lists/StandardListPage';

export default async function CampaignTitlesPage(props: { query?: string }) {
  return <StandardListPage kind="campaign" search={props.query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
