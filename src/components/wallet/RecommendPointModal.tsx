'use client';

/**
 * The recommend point modal (spec §2): the member holds points that could be used, so it suggests
 * reading with them or exchanging them for bonus coins (/point/exchange/).
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { exchangeMessages, POINT_EXCHANGE } from '#modules/wallet/client.ts';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { myItemModalState, type RecommendPointData } from '../myitem/myitem-modal-store.ts';
import { ModalShell } from '../modals/ModalShell.tsx';
import './wallet-modals.css';
import '../myitem/wallet-modals-extra.css';

export const recommendPointTexts = {
  title: 'ポイントが使えます',
  held: (points: number) => `${points.toLocaleString('ja-JP')}ポイント保有しています`,
  readWith: (points: number) => `このお話は${points.toLocaleString('ja-JP')}ポイントで読めます。`,
  exchange: (points: number) => `${points.toLocaleString('ja-JP')}ポイントをボーナスコインに交換できます。`,
  short: `ボーナスコインへの交換は${POINT_EXCHANGE.unitPoints}ポイントから。ポイントはキャンペーンなどで貯まります。`,
  rate: exchangeMessages.rate,
  toExchange: 'ポイントを交換する',
  howTo: 'ポイント交換について',
  later: 'あとで',
} as const;

export interface RecommendPointModalViewProps {
  open: boolean;
  data: RecommendPointData;
  onClose: () => void;
  exchangeHref?: string;
}

export function RecommendPointModalView({ open, data, onClose, exchangeHref = '/point/exchange/' }: RecommendPointModalViewProps) {
  const titleId = useId();
  const bodyId = useId();
  const t = recommendPointTexts;
  const canExchange = data.exchangeablePoints > 0;
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} describedBy={bodyId} modalId="recommendPoint">
      <div className="ymb-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          {t.title}
        </h2>
      </div>
      <div className="ymb-modal__body" id={bodyId}>
        <p className="ymb-wallet__lead">{t.held(data.points)}</p>
        {data.storyPoints && data.points >= data.storyPoints ? <p className="ymb-wallet__note">{t.readWith(data.storyPoints)}</p> : null}
        <p className="ymb-wallet__note">{canExchange ? t.exchange(data.exchangeablePoints) : t.short}</p>
        <p className="ymb-wallet__note">{t.rate}</p>
      </div>
      <div className="ymb-modal__actions ymb-modal__actions--column">
        <a className="ymb-modal__button ymb-modal__button--primary ymb-modal__button--link" href={canExchange ? exchangeHref : '/point/exchange/description/'}>
          {canExchange ? t.toExchange : t.howTo}
        </a>
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onClose}>
          {t.later}
        </button>
      </div>
    </ModalShell>
  );
}

/** Store-driven (modal id 'recommendPoint'). */
export function RecommendPointModal() {
  const modals = useSnapshot(modalState);
  const { recommendPoint } = useSnapshot(myItemModalState);
  if (modals.open.recommendPoint === undefined || !recommendPoint) return null;
  return <RecommendPointModalView open data={recommendPoint} onClose={() => closeModal('recommendPoint')} />;
}
