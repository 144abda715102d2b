'use client';

/**
 * Opens the custom tab modal (spec §2 "custom tab"; members choose which tabs the top navigation
 * shows, and their order). It needs JavaScript (local storage): its row is shown only where scripts
 * run (`html.js`, set in <head> before the first paint), so it neither appears without JavaScript nor
 * moves the page when hydration ends.
 */
import { openModal } from '../../state/modal-store.ts';

export const CUSTOM_TAB_BUTTON_LABEL = 'タブの表示設定';

export function CustomTabButton() {
  return (
    <button type="button" className="custom-tab-button" aria-haspopup="dialog" onClick={() => openModal('customTab')}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M4 6h16M4 12h16M4 18h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {CUSTOM_TAB_BUTTON_LABEL}
    </button>
  );
}
