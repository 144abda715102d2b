import { StaticPage } from '../components/static/StaticPage';
import { Sections } from '../components/static/Sections';
import { GUIDELINE, GUIDELINE_LEAD } from '../content/guides';

export default async function GuidelinePage() {
  return (
    <StaticPage
      title="レビュー・投稿ガイドライン"
      path="/guideline/"
      description="読み場でレビューを投稿するときのガイドラインです。歓迎する投稿、禁止している投稿、ネタバレへの配慮、不適切な投稿の報告方法を説明しています。"
      lead={<p>{GUIDELINE_LEAD}</p>}
    >
      <Sections sections={GUIDELINE} />
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
