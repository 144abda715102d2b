import { StaticPage } from '../components/static/StaticPage';
import { Sections } from '../components/static/Sections';
import { ANTI_PIRACY, ANTI_PIRACY_LEAD } from '../content/guides';

export default async function AntiPiracyPage() {
  return (
    <StaticPage
      title="海賊版対策について"
      path="/anti_piracy/"
      description="マンガの海賊版サイトが作者・出版社・読者に与える被害と、正規配信サービスの見分け方、読み場の海賊版対策の取り組みについて説明します。"
      lead={<p>{ANTI_PIRACY_LEAD}</p>}
    >
      <div className="official-mark" role="img" aria-label="正規配信サービスのマーク（説明用の例）">
        <span className="official-mark__badge">正規版</span>
        <span className="official-mark__text">
          このマークは出版社の許諾を得た
          <br />
          正規配信サービスの目印です（例）
        </span>
      </div>
      <Sections sections={ANTI_PIRACY} />
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
