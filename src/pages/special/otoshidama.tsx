import { LpPage } from '../../components/campaigns/families/LpPage';

/** /special/otoshidama/: a named special page; its content is the campaign row named/otoshidama (decision 051). */
export default async function Page() {
  return <LpPage family="named" slug="otoshidama" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
