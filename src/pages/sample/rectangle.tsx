import { StaticPage } from '../../components/static/StaticPage';

export default async function RectangleSamplePage() {
  return (
    <StaticPage
      title="レクタングル広告枠"
      path="/sample/rectangle/"
      variant="sample"
      description="作品ページやビューアの読了画面に表示するレクタングル広告枠（300×250）の配置サンプルです。広告は読み込まず、枠だけを表示します。"
      lead={<p>レクタングル広告（300×250px）の表示位置と余白を確かめるためのプレースホルダーです。実際の広告は読み込みません。</p>}
    >
      <aside className="ad-rectangle" aria-label="広告枠（サンプル）" data-testid="ad-rectangle">
        <span>
          <span className="ad-rectangle__label">広告</span>
          300 × 250
          <br />
          レクタングル
        </span>
      </aside>
      <p className="static-note">広告の表示・非表示は設定で切り替えられます（仕様：レクタングル広告バナーの表示切り替え）。</p>
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
