import { jstDateTime, type HistoryPage } from '#modules/wallet/client.ts';
import './myitem.css';

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('ja-JP')}`;

/** A page of the coin or point history: date, what happened (購入, 消費, 付与, 失効…), what for, how much. */
export function HistoryList({ history }: { history: HistoryPage }) {
  if (history.items.length === 0) return <p className="myitem-empty">{history.kind === 'coin' ? 'コインの履歴はまだありません。' : 'ポイントの履歴はまだありません。'}</p>;
  const unit = history.kind === 'coin' ? 'コイン' : 'pt';
  return (
    <ol className="myitem-history" data-testid="myitem-history">
      {history.items.map((item) => (
        <li key={item.id} className="myitem-history__item">
          <span className={`myitem-history__label myitem-history__label--${item.kind}`}>{item.label}</span>
          <span className="myitem-history__detail">
            {item.detail}
            <time className="myitem-history__date" dateTime={item.createdAt}>
              {jstDateTime(item.createdAt)}
            </time>
          </span>
          <span className="myitem-history__amount">
            {history.kind === 'coin' ? (
              <>
                {item.amount !== 0 ? (
                  <span className={item.amount < 0 ? 'is-minus' : 'is-plus'}>
                    {signed(item.amount)}
                    {unit}
                  </span>
                ) : null}
                {item.bonusAmount !== 0 ? (
                  <span className={item.bonusAmount < 0 ? 'is-minus' : 'is-plus'}>
                    ボーナス{signed(item.bonusAmount)}
                    {unit}
                  </span>
                ) : null}
              </>
            ) : (
              <span className={item.amount < 0 ? 'is-minus' : 'is-plus'}>
                {signed(item.amount)}
                {unit}
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
