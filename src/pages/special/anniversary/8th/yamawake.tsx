import { LpPage } from '../../../../components/campaigns/families/LpPage';

/** /special/anniversary/8th/yamawake/: a named special page; its content is the campaign row named/anniversary/8th/yamawake (decision 051). */
export default async function Page() {
  return <LpPage family="named" slug="anniversary/8th/yamawake" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
