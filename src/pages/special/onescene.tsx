import { LpPage } from '../../components/campaigns/families/LpPage';

/** /special/onescene/: a named special page; its content is the campaign row named/onescene (decision 051). */
export default async function Page() {
  return <LpPage family="named" slug="onescene" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
