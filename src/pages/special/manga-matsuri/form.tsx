import { PresentPages } from '../../../components/campaigns/families/PresentPages';

/** /special/manga-matsuri/form/: a present campaign's page from data (decision 051). */
export default async function Page() {
  return <PresentPages slug="manga-matsuri" part="form" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
