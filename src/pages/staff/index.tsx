import { AuditLogPanel } from '../../components/staff/AuditLogPanel';
import { StaffNav } from '../../components/staff/StaffNav';
import '../../components/staff/staff.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

const TOOLS = [
  { href: '/staff/banner/', title: 'バナー', text: 'トップページと自社広告枠のバナー、広告バナー・会員特典バナーの表示、今日のおすすめ' },
  { href: '/staff/campaign/', title: 'キャンペーン', text: 'セール・期間限定無料・プレゼント・ガチャ・ブックリストなどの期間（JST）と対象作品、応募と当選者の抽選' },
  { href: '/staff/series/', title: '作品', text: '作品名・作者・あらすじ・ラベル・価格・無料／待てば¥0の設定（保存すると検索にすぐ反映）' },
  { href: '/staff/tags/', title: 'タグ', text: '作品のタグ、まとめてタグ付け（変更内容を確認してから保存）' },
  { href: '/staff/item/', title: 'アイテム', text: 'デイリーガチャの賞品と提供割合（次の期間から適用）・引ける回数（保存前に変更内容と景品表示法の上限を確認）' },
  { href: '/staff/stampcard/', title: 'スタンプカード', text: 'スタンプカードのスタンプ枠・達成特典・開催期間（保存前に変更内容と景品表示法の上限を確認）' },
  { href: '/staff/blocks/', title: 'トップページのブロック', text: 'トップページに並ぶブロックの見出し・ラベル・表示する作品・並び順・件数・タブ・もっと見るリンクと順番（保存するとすぐ反映）' },
  { href: '/staff/navigation/', title: 'ナビゲーション', text: 'ヘッダーの上部ナビゲーションの表示名・リンク先・表示・成人向け・順番' },
  { href: '/staff/reviews/', title: 'レビューの通報', text: '通報されたレビューの非表示・表示に戻す、通報の対応済み' },
  { href: '/staff/transfer/', title: '振込申請', text: 'アフィリエイト報酬の振込申請の承認・振込済み・差し戻し、全銀協形式の振込データ' },
  { href: '/staff/firebasedemo/', title: '診断', text: 'このブラウザが送った計測イベント、機能フラグ、自分あてのテスト通知' },
] as const;

/** /staff/: the console's index, with the whole audit log (the route guard sends anyone but staff to /signin/). */
export default async function StaffIndexPage() {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const { staffConsole } = await getServices();
  const entries = await staffConsole.edits.history({ limit: 30 });
  return (
    <div className="staff-page">
      <title>{pageTitle('スタッフ管理')}</title>
      <meta name="robots" content="noindex" />
      <h1>スタッフ管理</h1>
      <StaffNav current="/staff/" />
      <ul className="staff-cards">
        {TOOLS.map((tool) => (
          <li key={tool.href}>
            <a href={tool.href}>
              <strong>{tool.title}</strong>
              {tool.text}
            </a>
          </li>
        ))}
      </ul>
      <h2>ほかの編集機能（API）</h2>
      <ul>
        <li>
          トップページのコンテンツブロック: <a href="/staff/blocks/">トップページのブロック</a>の画面、または <code>GET/POST /api/staff/v1/top-blocks/</code>（版つき）。<code>POST /api/staff/v1/content-blocks/</code>（版なしで全体を置き換え）も使えます
        </li>
        <li>
          サイト設定（広告バナー・会員特典バナー・今日のおすすめ・アプリ案内）: <a href="/staff/banner/">バナー</a>の画面、または <code>POST /api/staff/v1/settings/&#123;key&#125;/</code>
        </li>
        <li>
          上部ナビゲーション: <a href="/staff/navigation/">ナビゲーション</a>の画面、または <code>GET/POST /api/staff/v1/navigation/</code>
        </li>
      </ul>
      <AuditLogPanel entries={entries} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
