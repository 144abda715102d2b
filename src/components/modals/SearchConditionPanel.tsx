'use client';

/**
 * The search condition panel (spec §2 "search condition panel", §3 "Code lists"): a bottom sheet
 * on phones and a side panel from 960 px, titled '絞り込み', with the genre checkboxes (TL / BL only
 * for adult members), completion status, display option, update period and — for members — the
 * read status; 'リセット' clears everything, 'この条件で検索' hands the conditions to onApply.
 * The search itself is wired by the search feature.
 * `SearchConditionPanelView` is presentational; `SearchConditionPanel` reads the modal store
 * (`openModal('searchCondition', { initial?, showAdult?, showReadStatus?, onApply? })`).
 */
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { closeModal, modalState, type SearchConditionPanelProps } from '../../state/modal-store.ts';
import {
  COMPLETION_OPTIONS,
  DISPLAY_OPTIONS,
  EMPTY_SEARCH_CONDITIONS,
  READ_STATUS_OPTIONS,
  SEARCH_GENRES,
  UPDATE_PERIOD_OPTIONS,
  normalizeSearchConditions,
  type SearchConditions,
  type SearchGenreCode,
} from '../../state/search-conditions.ts';
import { ModalShell } from './ModalShell.tsx';

export interface SearchConditionPanelViewProps extends Omit<SearchConditionPanelProps, 'onApply'> {
  open: boolean;
  onApply: (conditions: SearchConditions) => void;
  onClose: () => void;
}

type RadioKey = 'completion' | 'display' | 'updatePeriod' | 'readStatus';

export function SearchConditionPanelView({ open, initial, showAdult = false, showReadStatus = false, onApply, onClose }: SearchConditionPanelViewProps) {
  const titleId = useId();
  const groupId = useId();
  const [conditions, setConditions] = useState<SearchConditions>(() => normalizeSearchConditions(initial));
  const genres = SEARCH_GENRES.filter((g) => showAdult || !g.adult);

  const toggleGenre = (code: SearchGenreCode, checked: boolean) =>
    setConditions((c) => normalizeSearchConditions({ ...c, genres: checked ? [...c.genres, code] : c.genres.filter((g) => g !== code) }));
  const setRadio = (key: RadioKey, value: number) => setConditions((c) => ({ ...c, [key]: value }));

  const apply = () => {
    const visible = new Set<number>(genres.map((g) => g.code));
    onApply({
      ...conditions,
      genres: conditions.genres.filter((g) => visible.has(g)),
      readStatus: showReadStatus ? conditions.readStatus : 0,
    });
  };

  const radioGroup = (key: RadioKey, legend: string, options: readonly { value: number; label: string }[]) => (
    <fieldset className="ymb-search-panel__section">
      <legend className="ymb-search-panel__legend">{legend}</legend>
      <div className="ymb-search-panel__chips">
        {options.map((o) => (
          <label key={o.value} className="ymb-search-panel__chip">
            <input
              type="radio"
              name={`${groupId}-${key}`}
              value={o.value}
              checked={conditions[key] === o.value}
              onChange={() => setRadio(key, o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} modalId="searchCondition" variant="sheet" className="ymb-search-panel">
      <div className="ymb-sheet__header">
        <h2 id={titleId} className="ymb-modal__title">
          絞り込み
        </h2>
        <button type="button" className="ymb-sheet__close" aria-label="閉じる" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="ymb-modal__body ymb-search-panel__body">
        <fieldset className="ymb-search-panel__section">
          <legend className="ymb-search-panel__legend">ジャンル</legend>
          <div className="ymb-search-panel__chips">
            {genres.map((g) => (
              <label key={g.code} className="ymb-search-panel__chip">
                <input type="checkbox" value={g.code} checked={conditions.genres.includes(g.code)} onChange={(e) => toggleGenre(g.code, e.currentTarget.checked)} />
                <span>{g.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {radioGroup('completion', '完結/連載中', COMPLETION_OPTIONS)}
        {radioGroup('display', '表示', DISPLAY_OPTIONS)}
        {radioGroup('updatePeriod', '更新', UPDATE_PERIOD_OPTIONS)}
        {showReadStatus ? radioGroup('readStatus', '既読/未読', READ_STATUS_OPTIONS) : null}
      </div>
      <div className="ymb-modal__actions ymb-sheet__actions">
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={() => setConditions(EMPTY_SEARCH_CONDITIONS)}>
          リセット
        </button>
        <button type="button" className="ymb-modal__button ymb-modal__button--primary" onClick={apply}>
          この条件で検索
        </button>
      </div>
    </ModalShell>
  );
}

/** The store-driven panel, rendered by ModalHost. */
export function SearchConditionPanel() {
  const snap = useSnapshot(modalState);
  const props = snap.open.searchCondition;
  if (props === undefined) return null;
  const onApply = modalState.open.searchCondition?.onApply;
  return (
    <SearchConditionPanelView
      open
      initial={modalState.open.searchCondition?.initial}
      showAdult={props.showAdult}
      showReadStatus={props.showReadStatus}
      onApply={(conditions) => {
        closeModal('searchCondition');
        onApply?.(conditions);
      }}
      onClose={() => closeModal('searchCondition')}
    />
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
