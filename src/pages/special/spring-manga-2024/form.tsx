import { PresentPages } from '../../../components/campaigns/families/PresentPages';

/** /special/spring-manga-2024/form/ (a form page only): a present campaign's page from data (decision 051). */
export default async function Page() {
  return <PresentPages slug="spring-manga-2024" part="form" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
