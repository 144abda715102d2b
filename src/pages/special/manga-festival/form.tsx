import { PresentPages } from '../../../components/campaigns/families/PresentPages';

/** /special/manga-festival/form/: a present campaign's page from data (decision 051). */
export default async function Page() {
  return <PresentPages slug="manga-festival" part="form" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
