'use client';

/**
 * The search modal (spec §2 "search"): full-screen search for phones, opened by a tap on the header's
 * search box. The box takes the focus at once, suggestions (spec §5: at most 5, asked only for a
 * non-empty keyword) are listed under it, and below them the sample keywords of the app state
 * (initialization `keywords`) are offered as links. Submitting goes to /book/search/ as the header's form does.
 * `SearchModalView` is presentational; `SearchModal` reads the modal and app stores.
 */
import { keywordSearchPath } from '#platform/routes/site-paths.ts';
import { useId } from 'react';
import { useSnapshot } from 'valtio/react';
import { appState } from '../../state/app-store.ts';
import { closeModal, modalState } from '../../state/modal-store.ts';
import { CloseIcon } from '../modals/SearchConditionPanel.tsx';
import { ModalShell } from '../modals/ModalShell.tsx';
import { SearchSuggestBox, type SearchSuggestBoxProps } from './SearchSuggestBox.tsx';
import './search-modal.css';

export const SEARCH_MODAL_TITLE = '作品を検索';
export const SAMPLE_KEYWORDS_HEADING = 'おすすめキーワード';

export interface SearchModalViewProps extends Pick<SearchSuggestBoxProps, 'fetcher' | 'comicFetcher' | 'debounceMs' | 'onNavigate'> {
  open: boolean;
  keyword?: string;
  sampleKeywords?: readonly string[];
  onClose: () => void;
}

export function SearchModalView({ open, keyword = '', sampleKeywords = [], onClose, ...box }: SearchModalViewProps) {
  const titleId = useId();
  return (
    <ModalShell open={open} onDismiss={onClose} labelledBy={titleId} modalId="search" className="ymb-search-modal">
      <div className="ymb-sheet__header ymb-search-modal__header">
        <h2 id={titleId} className="ymb-modal__title">
          {SEARCH_MODAL_TITLE}
        </h2>
        <button type="button" className="ymb-sheet__close" aria-label="閉じる" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="ymb-modal__body ymb-search-modal__body">
        <SearchSuggestBox {...box} initialKeyword={keyword} variant="panel" autoFocus />
        {sampleKeywords.length > 0 && (
          <section className="ymb-search-modal__samples" aria-labelledby={`${titleId}-samples`}>
            <h3 id={`${titleId}-samples`} className="ymb-search-modal__samples-title">
              {SAMPLE_KEYWORDS_HEADING}
            </h3>
            <ul>
              {sampleKeywords.map((word) => (
                <li key={word}>
                  <a href={keywordSearchPath(word)}>{word}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </ModalShell>
  );
}

/** The store-driven search modal, rendered by ModalHost. */
export function SearchModal() {
  const snap = useSnapshot(modalState);
  const app = useSnapshot(appState);
  const props = snap.open.search;
  if (props === undefined) return null;
  return <SearchModalView open keyword={props.keyword} sampleKeywords={app.sampleKeywords} onClose={() => closeModal('search')} />;
}
