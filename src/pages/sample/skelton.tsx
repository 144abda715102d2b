import { StaticPage } from '../../components/static/StaticPage';

export default async function SkeltonSamplePage() {
  return (
    <StaticPage
      title="スケルトン"
      path="/sample/skelton/"
      variant="sample"
      description="作品一覧を読み込んでいる間に表示するスケルトン（表紙グリッドの仮表示）のサンプルです。動きを減らす設定ではきらめきを止めます。"
      lead={<p>作品一覧の読み込み中に表示する仮の表紙グリッドです。データの取得には最低200ミリ秒かけ、スケルトンが一瞬だけ表示されるちらつきを防ぎます。</p>}
    >
      <section aria-busy="true" aria-label="作品一覧を読み込み中">
        <ul className="skeleton-grid">
          {Array.from({ length: 12 }, (_, index) => (
            <li key={index}>
              <span className="skeleton skeleton--cover" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </li>
          ))}
        </ul>
      </section>
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
