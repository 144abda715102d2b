import { TransitionDemo } from '../../components/static/SampleWidgets';
import { StaticPage } from '../../components/static/StaticPage';

export default async function AnimationSamplePage() {
  return (
    <StaticPage
      title="アニメーション"
      path="/sample/animation/"
      variant="sample"
      description="読み場で使うアニメーション（ページ切り替え、バウンド、コインの回転、チケットの点滅）の開発者向けサンプルです。動きを減らす設定では停止します。"
      lead={<p>ページ切り替え（out-in）と、通知やボタンで使う小さな動きの見本です。OSで動きを減らす設定にしているときは、アニメーションは止まります。</p>}
    >
      <section className="sample-panel" aria-labelledby="loop-h">
        <h2 id="loop-h">ループアニメーション</h2>
        <div className="anim-demo">
          <div className="anim-box anim-box--bounce" role="img" aria-label="バウンド" />
          <div className="anim-box anim-box--spin" role="img" aria-label="コインの回転" />
          <div className="anim-box anim-box--pulse" role="img" aria-label="チケットの点滅" />
        </div>
      </section>
      <section className="sample-panel" aria-labelledby="transition-h">
        <h2 id="transition-h">ページ切り替え（page / out-in）</h2>
        <TransitionDemo />
      </section>
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
