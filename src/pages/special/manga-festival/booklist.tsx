import { PresentPages } from '../../../components/campaigns/families/PresentPages';

/** /special/manga-festival/booklist/: a present campaign's page from data (decision 051). */
export default async function Page() {
  return <PresentPages slug="manga-festival" part="booklist" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
