import { ConfettiBurst } from '../../components/static/SampleWidgets';
import { StaticPage } from '../../components/static/StaticPage';

export default async function ConfettiSamplePage() {
  return (
    <StaticPage
      title="紙吹雪"
      path="/sample/confetti/"
      variant="sample"
      description="ガチャの当選やスタンプカード達成の演出に使う紙吹雪のサンプルです。canvasで描画し、動きを減らす設定（prefers-reduced-motion）では表示しません。"
      lead={<p>ボタンを押すと紙吹雪が飛びます。OSの「視差効果を減らす／アニメーションを減らす」設定が有効なときは、動きのないメッセージだけを表示します。</p>}
    >
      <ConfettiBurst />
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
