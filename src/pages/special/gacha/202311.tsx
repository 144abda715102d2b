import { LpPage } from '../../../components/campaigns/families/LpPage';

/** /special/gacha/202311/: a named special page; its content is the campaign row named/gacha/202311 (decision 051). */
export default async function Page() {
  return <LpPage family="named" slug="gacha/202311" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
