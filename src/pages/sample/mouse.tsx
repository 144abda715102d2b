import { PointerPad } from '../../components/static/SampleWidgets';
import { StaticPage } from '../../components/static/StaticPage';

export default async function MouseSamplePage() {
  return (
    <StaticPage
      title="ポインター座標"
      path="/sample/mouse/"
      variant="sample"
      description="マウス・タッチ・ペンのポインター座標（枠内、画面、ページ）を表示する開発者向けサンプルです。ビューアのタップ領域の確認に使います。"
      lead={<p>枠の中でマウスを動かすか、指でなぞると座標を表示します。ビューアの「次へ／前へ」のタップ領域を確かめるときに使います。</p>}
    >
      <PointerPad />
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
