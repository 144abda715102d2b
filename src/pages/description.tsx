import { StaticPage } from '../components/static/StaticPage';
import { Sections } from '../components/static/Sections';
import { CURRENCIES, DESCRIPTION, DESCRIPTION_LEAD } from '../content/howto';

export default async function DescriptionPage() {
  return (
    <StaticPage
      title="読み場の使い方"
      path="/description/"
      description="読み場の使い方ガイド。コイン（1コイン＝1円）、ポイント、チケット、待てば¥0の違いと使い方、無料で読む方法をわかりやすく説明します。"
      lead={<p>{DESCRIPTION_LEAD}</p>}
    >
      <section className="static-section" aria-labelledby="currencies-h">
        <h2 id="currencies-h">コイン・ポイント・チケット・待てば¥0</h2>
        <ul className="currency-cards">
          {CURRENCIES.map((card) => (
            <li key={card.id} className={`currency-card currency-card--${card.tone}`}>
              <h3 className="currency-card__name">{card.name}</h3>
              <p className="currency-card__summary">{card.summary}</p>
              <ul className="static-list">
                {card.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <Sections sections={DESCRIPTION} />
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
