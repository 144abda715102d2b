import { LpPage } from '../../components/campaigns/families/LpPage';

/** /special/christmas/: a named special page; its content is the campaign row named/christmas (decision 051). */
export default async function Page() {
  return <LpPage family="named" slug="christmas" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
