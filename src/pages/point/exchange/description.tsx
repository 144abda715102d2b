import type { PageProps } from 'waku/router';
import { exchangeMessages, POINT_EXCHANGE } from '#modules/wallet/client.ts';
import { MyItemLayout } from '../../../components/myitem/MyItemLayout';

/** /point/exchange/description/: how the exchange works; with ?expired=1, why the member was sent here. */
export default async function PointExchangeDescriptionPage(props: PageProps<'/point/exchange/description'>) {
  const expired = new URLSearchParams((props as { query?: string }).query ?? '').get('expired') === '1';
  return (
    <MyItemLayout title="ポイント交換について" current="/myitem/">
      {expired ? (
        <p className="myitem-card__warn" role="alert" data-testid="exchange-expired">
          {exchangeMessages.expired}
        </p>
      ) : null}
      <section className="myitem-card">
        <h2 className="myitem-card__title">交換レート</h2>
        <p>{exchangeMessages.rate}</p>
        <ul>
          <li>{POINT_EXCHANGE.unitPoints}ポイント単位で交換できます。</li>
          <li>交換したボーナスコインの有効期限は交換日から{POINT_EXCHANGE.bonusExpiryDays}日です。期限を過ぎると失効します。</li>
          <li>ボーナスコインは有償コインより先に、有効期限の近いものから使われます。</li>
          <li>交換後の取り消しはできません。</li>
        </ul>
      </section>
      <section className="myitem-card">
        <h2 className="myitem-card__title">ポイントの貯め方</h2>
        <p>ログインボーナスやキャンペーン、作品を読んだ特典などでポイントが貯まります。貯まったポイントはマイアイテムで確認できます。</p>
      </section>
      <p>
        <a className="button button--primary" href="/myitem/">
          マイアイテムへ
        </a>
      </p>
    </MyItemLayout>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
