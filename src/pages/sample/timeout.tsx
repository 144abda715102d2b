import { TimeoutDemo } from '../../components/static/SampleWidgets';
import { StaticPage } from '../../components/static/StaticPage';

export default async function TimeoutSamplePage() {
  return (
    <StaticPage
      title="タイムアウト"
      path="/sample/timeout/"
      variant="sample"
      description="通信のタイムアウト（15000ミリ秒）を確かめる開発者向けサンプルです。応答に20秒かかるAPIを呼び、タイムアウト時のスナックバーを表示します。"
      lead={<p>サイトの通信は15秒でタイムアウトします。20秒かかるAPIを呼ぶと、15秒後にエラーのスナックバー（紺色、10秒表示）が出ます。</p>}
    >
      <section className="sample-panel" aria-labelledby="timeout-h">
        <h2 id="timeout-h">GET /api/v1/sample/slow/?ms=</h2>
        <TimeoutDemo />
      </section>
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
