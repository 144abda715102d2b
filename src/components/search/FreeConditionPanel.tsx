'use client';

/**
 * The free condition panel (spec §2 "free condition panel"): which kinds of free reading a search
 * keeps — 全話無料, 待てば¥0, 無料話あり (any of the chosen ones). 'リセット' clears, 'この条件で検索'
 * hands the choice to onApply.
 */
import { useId, useState } from 'react';
import type { FreeConditions } from '#modules/catalogue/client.ts';
import { ModalShell } from '../modals/ModalShell.tsx';
import { CloseIcon } from '../modals/SearchConditionPanel.tsx';
import { FREE_CONDITION_OPTIONS } from './free-conditions.ts';

const NONE: FreeConditions = { allFree: false, waitFree: false, hasFree: false };

export type FreeConditionPanelProps = {
  open: boolean;
  initial?: FreeConditions;
  onApply: (free: FreeConditions) => void;
  onClose: () => void;
};

export function FreeConditionPanel({ open, initial = NONE, onApply, onClose }: FreeConditionPanelProps) {
  const titleId = useId();
  const [free, setFree] = useState<FreeConditions>(initial);
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} modalId="freeCondition" variant="sheet" className="ymb-search-panel">
      <div className="ymb-sheet__header">
        <h2 id={titleId} className="ymb-modal__title">
          無料条件
        </h2>
        <button type="button" className="ymb-sheet__close" aria-label="閉じる" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="ymb-modal__body ymb-search-panel__body">
        <fieldset className="ymb-search-panel__section">
          <legend className="ymb-search-panel__legend">無料で読める作品</legend>
          <div className="ymb-search-panel__chips">
            {FREE_CONDITION_OPTIONS.map((option) => (
              <label key={option.key} className="ymb-search-panel__chip">
                <input type="checkbox" checked={free[option.key]} onChange={(e) => setFree((f) => ({ ...f, [option.key]: e.currentTarget.checked }))} />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="ymb-modal__actions ymb-sheet__actions">
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={() => setFree(NONE)}>
          リセット
        </button>
        <button type="button" className="ymb-modal__button ymb-modal__button--primary" onClick={() => onApply(free)}>
          この条件で検索
        </button>
      </div>
    </ModalShell>
  );
}
