import { RevisionNote, StaticPage } from '../components/static/StaticPage';
import { Sections } from '../components/static/Sections';
import { PERSONAL_INFORMATION, PERSONAL_INFORMATION_LEAD } from '../content/privacy';
import { LEGAL_REVISED } from '../content/static-pages';

export default async function PersonalInformationPage() {
  return (
    <StaticPage
      title="個人情報の取り扱いについて"
      path="/personal_information/"
      description="読み場を運営する株式会社読み場の保有個人データに関する公表事項です。開示・訂正・利用停止等の請求手続き、安全管理措置、苦情窓口を記載しています。"
      lead={<p>{PERSONAL_INFORMATION_LEAD}</p>}
    >
      <Sections sections={PERSONAL_INFORMATION} />
      <RevisionNote established="2024年4月1日 制定" revised={LEGAL_REVISED} />
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
