import { RevisionNote, StaticPage } from '../components/static/StaticPage';
import { SectionIndex, Sections } from '../components/static/Sections';
import { LEGAL_REVISED } from '../content/static-pages';
import { TERMS, TERMS_LEAD } from '../content/terms';

export default async function TermsPage() {
  return (
    <StaticPage
      title="利用規約"
      path="/terms/"
      description="読み場（電子コミック配信サービス）の利用規約です。会員登録、コイン・ポイント・チケット・待てば¥0の利用条件、禁止事項などを定めています。"
      lead={<p>{TERMS_LEAD}</p>}
    >
      <SectionIndex sections={TERMS} />
      <Sections sections={TERMS} />
      <RevisionNote established="2024年4月1日 制定" revised={LEGAL_REVISED} />
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
