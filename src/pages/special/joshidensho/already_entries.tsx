import { PresentPages } from '../../../components/campaigns/families/PresentPages';

/** /special/joshidensho/already_entries/: a present campaign's page from data (decision 051). */
export default async function Page() {
  return <PresentPages slug="joshidensho" part="already_entries" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
