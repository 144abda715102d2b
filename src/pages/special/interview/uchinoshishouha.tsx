import { LpPage } from '../../../components/campaigns/families/LpPage';

/** /special/interview/uchinoshishouha/: a named special page; its content is the campaign row named/interview/uchinoshishouha (decision 051). */
export default async function Page() {
  return <LpPage family="named" slug="interview/uchinoshishouha" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
