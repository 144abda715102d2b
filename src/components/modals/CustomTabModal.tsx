'use client';

/**
 * The custom tab modal (spec §2, §9 "local storage holds a custom-tab list"): the user picks which
 * tabs appear on their top page (checkboxes) and their order (up / down buttons), then saves to
 * local storage ('yomiba:custom-tab', src/state/custom-tab.ts). At least one tab stays visible.
 * `CustomTabModalView` is presentational; `CustomTabModal` reads the modal store and the storage.
 */
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { customTabLabel, isValidCustomTabs, loadCustomTabs, moveCustomTab, saveCustomTabsAndNotify, toggleCustomTab, type CustomTabEntry } from '../../state/custom-tab.ts';
import { showErrorSnackbar, showSnackbar } from '../../state/snackbar-store.ts';
import { ModalShell } from './ModalShell.tsx';
import { CloseIcon } from './SearchConditionPanel.tsx';

export const CUSTOM_TAB_NONE_SELECTED = '1つ以上のタブを選んでください';

export interface CustomTabModalViewProps {
  open: boolean;
  /** The list shown when the modal opens. */
  initial: CustomTabEntry[];
  onSave: (entries: CustomTabEntry[]) => void;
  onClose: () => void;
}

export function CustomTabModalView({ open, initial, onSave, onClose }: CustomTabModalViewProps) {
  const titleId = useId();
  const hintId = useId();
  const [entries, setEntries] = useState(initial);
  const valid = isValidCustomTabs(entries);
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} describedBy={hintId} modalId="customTab" className="ymb-custom-tab">
      <div className="ymb-sheet__header">
        <h2 id={titleId} className="ymb-modal__title">
          タブの表示設定
        </h2>
        <button type="button" className="ymb-sheet__close" aria-label="閉じる" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="ymb-modal__body">
        <p id={hintId} className="ymb-modal__message ymb-custom-tab__hint">
          トップページに表示するタブと、その順番を選べます。
        </p>
        <ol className="ymb-custom-tab__list">
          {entries.map((entry, index) => {
            const label = customTabLabel(entry.id);
            return (
              <li key={entry.id} className="ymb-custom-tab__row" data-visible={entry.visible}>
                <label className="ymb-custom-tab__check">
                  <input type="checkbox" checked={entry.visible} onChange={(e) => {
                      const visible = e.currentTarget.checked;
                      setEntries((list) => toggleCustomTab(list, entry.id, visible));
                    }} />
                  <span>{label}</span>
                </label>
                <button
                  type="button"
                  className="ymb-custom-tab__move"
                  aria-label={`${label}を上へ`}
                  disabled={index === 0}
                  onClick={() => setEntries((list) => moveCustomTab(list, index, -1))}
                >
                  <ArrowIcon up />
                </button>
                <button
                  type="button"
                  className="ymb-custom-tab__move"
                  aria-label={`${label}を下へ`}
                  disabled={index === entries.length - 1}
                  onClick={() => setEntries((list) => moveCustomTab(list, index, 1))}
                >
                  <ArrowIcon />
                </button>
              </li>
            );
          })}
        </ol>
        {valid ? null : (
          <p className="ymb-modal__inline-error" role="alert">
            {CUSTOM_TAB_NONE_SELECTED}
          </p>
        )}
      </div>
      <div className="ymb-modal__actions">
        <button type="button" className="ymb-modal__button ymb-modal__button--secondary" onClick={onClose}>
          キャンセル
        </button>
        <button type="button" className="ymb-modal__button ymb-modal__button--primary" disabled={!valid} onClick={() => onSave(entries)}>
          保存する
        </button>
      </div>
    </ModalShell>
  );
}

/** The store-driven custom tab modal, rendered by ModalHost. */
export function CustomTabModal() {
  const snap = useSnapshot(modalState);
  const [initial] = useState(() => loadCustomTabs());
  if (snap.open.customTab === undefined) return null;
  const onSaved = modalState.open.customTab?.onSave;
  return (
    <CustomTabModalView
      open
      initial={initial}
      onSave={(entries) => {
        if (!saveCustomTabsAndNotify(entries)) {
          showErrorSnackbar('設定を保存できませんでした');
          return;
        }
        closeModal('customTab');
        showSnackbar('タブの表示設定を保存しました');
        onSaved?.(entries);
      }}
      onClose={() => closeModal('customTab')}
    />
  );
}

function ArrowIcon({ up = false }: { up?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
