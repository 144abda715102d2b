import { PresentPages } from '../../../../components/campaigns/families/PresentPages';

/** /special/manga-festival/2024/ (the 2024 edition, its form on the page): a present campaign's page from data (decision 051). */
export default async function Page() {
  return <PresentPages slug="manga-festival/2024" part="main" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
