import { PresentPages } from '../../../components/campaigns/families/PresentPages';

/** /special/masurao/form/: a present campaign's page from data (decision 051). */
export default async function Page() {
  return <PresentPages slug="masurao" part="form" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
