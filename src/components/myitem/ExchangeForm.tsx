'use client';

/**
 * /point/exchange/'s form: how many points (whole units) to exchange, what that gives, and the
 * exchange point modal that confirms and sends it. One request id per confirmed exchange, so a
 * double click or a retry exchanges once.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { coinsForPoints, POINT_EXCHANGE } from '#modules/wallet/client.ts';
import { postForm } from '../../lib/http/form-post.ts';
import { apiClient } from '../../lib/http/index.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { myItemModalState, openExchangePoint, setExchangeStep } from './myitem-modal-store.ts';
import './myitem.css';


export function ExchangeForm({ points: initialPoints, exchangeable: initialExchangeable }: { points: number; exchangeable: number }) {
  const [balance, setBalance] = useState({ points: initialPoints, exchangeable: initialExchangeable });
  const [amount, setAmount] = useState(initialExchangeable);
  useSnapshot(myItemModalState);
  const unit = POINT_EXCHANGE.unitPoints;
  const choices = Array.from({ length: Math.min(50, balance.exchangeable / unit) }, (_, i) => (i + 1) * unit);
  if (!choices.includes(balance.exchangeable) && balance.exchangeable > 0) choices.push(balance.exchangeable);
  const chosen = Math.min(amount, balance.exchangeable);

  function start() {
    const requestId = newRequestId();
    openExchangePoint({ points: chosen, coins: coinsForPoints(chosen), expiryDays: POINT_EXCHANGE.bonusExpiryDays }, async () => {
      if (myItemModalState.exchange?.step.kind === 'pending') return;
      setExchangeStep({ kind: 'pending' });
      const answer = await postForm((headers) => apiClient.api.v1.point.exchange.index.$post({ json: { points: chosen, request_id: requestId } }, { headers }), 'ポイントを交換できませんでした。');
      if (answer.ok && answer.answer.data) {
        const { balances } = answer.answer.data;
        setBalance({ points: balances.point, exchangeable: balances.exchangeablePoint });
        setAmount(balances.exchangeablePoint);
        setExchangeStep({ kind: 'done', message: answer.answer.message?.content ?? '' });
      } else {
        setExchangeStep({ kind: 'error', message: answer.ok ? 'ポイントを交換できませんでした。' : answer.message });
      }
    });
  }

  return (
    <div className="myitem-exchange" data-testid="exchange-form">
      <p>
        保有ポイント：<strong data-testid="exchange-points">{balance.points.toLocaleString('ja-JP')}pt</strong>
      </p>
      {balance.exchangeable > 0 ? (
        <>
          <label>
            交換するポイント{' '}
            <select value={chosen} onChange={(event) => setAmount(Number(event.target.value))} aria-label="交換するポイント">
              {choices.map((value) => (
                <option key={value} value={value}>
                  {value.toLocaleString('ja-JP')}pt
                </option>
              ))}
            </select>
          </label>
          <p>
            受け取るボーナスコイン：<strong>{coinsForPoints(chosen).toLocaleString('ja-JP')}コイン</strong>
          </p>
          <button type="button" className="button button--primary" onClick={start}>
            交換内容を確認する
          </button>
        </>
      ) : (
        <p>
          交換できるポイントがありません。<a href="/point/exchange/description/">ポイント交換について</a>
        </p>
      )}
    </div>
  );
}
