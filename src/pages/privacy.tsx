import { RevisionNote, StaticPage } from '../components/static/StaticPage';
import { SectionIndex, Sections } from '../components/static/Sections';
import { PRIVACY, PRIVACY_LEAD } from '../content/privacy';
import { LEGAL_REVISED } from '../content/static-pages';

export default async function PrivacyPage() {
  return (
    <StaticPage
      title="プライバシーポリシー"
      path="/privacy/"
      description="読み場のプライバシーポリシーです。取得する情報、利用目的、第三者提供、Cookieの利用、安全管理措置、開示等の請求について説明しています。"
      lead={<p>{PRIVACY_LEAD}</p>}
    >
      <SectionIndex sections={PRIVACY} />
      <Sections sections={PRIVACY} />
      <RevisionNote established="2024年4月1日 制定" revised={LEGAL_REVISED} />
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
