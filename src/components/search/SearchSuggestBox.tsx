'use client';

/**
 * The header search box with suggestions (spec §5: at most 5, asked only for a non-empty keyword,
 * cleared otherwise), following the ARIA combobox pattern: ↓ / ↑ move through the suggestions,
 * Enter opens the highlighted title, Escape closes the list. Without JavaScript it is a plain
 * GET form to /book/search/.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SuggestionItem } from '../../../modules/catalogue/client.ts';
import { DEFAULT_SEARCH_TARGET } from '../../state/search-store.ts';
import { fetchSuggestions, MAX_SUGGESTIONS, SUGGEST_DEBOUNCE_MS, titlePath, type SuggestFetcher } from './suggest-api.ts';
import './search.css';

export type SearchSuggestBoxProps = {
  initialKeyword?: string;
  fetcher?: SuggestFetcher;
  debounceMs?: number;
  /** Where choosing a suggestion goes (tests and stories replace it). */
  onNavigate?: (href: string) => void;
};

export function SearchSuggestBox({ initialKeyword = '', fetcher = fetchSuggestions, debounceMs = SUGGEST_DEBOUNCE_MS, onNavigate }: SearchSuggestBoxProps) {
  const listId = useId();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [items, setItems] = useState<SuggestionItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    const trimmed = keyword.trim();
    request.current?.abort();
    if (!trimmed) {
      setItems([]);
      setActive(-1);
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    const timer = setTimeout(async () => {
      const found = await fetcher(trimmed, controller.signal);
      if (controller.signal.aborted) return;
      setItems(found.slice(0, MAX_SUGGESTIONS));
      setActive(-1);
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, fetcher, debounceMs]);

  const expanded = open && items.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const go = (href: string) => (onNavigate ? onNavigate(href) : window.location.assign(href));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      setOpen(true);
      const last = items.length - 1;
      // Wraps around: ↓ on the last goes to the first, ↑ on the first (or none) to the last.
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      go(titlePath(items[active]!.titleCode));
      return;
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form className="site-search ymb-suggest" action="/book/search/" method="get" role="search">
      <input
        type="search"
        name="keyword"
        value={keyword}
        placeholder={DEFAULT_SEARCH_TARGET.placeholder}
        aria-label="タイトル・著者で検索"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit">検索</button>
      <ul id={listId} role="listbox" aria-label="検索候補" className="ymb-suggest__list" hidden={!expanded}>
        {items.map((item, index) => (
          <li
            key={item.titleCode}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`ymb-suggest__option${index === active ? ' ymb-suggest__option--active' : ''}`}
            // Keeps the focus in the input so the list does not close before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(titlePath(item.titleCode))}
          >
            <img src={item.thumbnailImagePath} alt="" width={36} height={54} loading="lazy" />
            <span className="ymb-suggest__text">
              <span className="ymb-suggest__name">{item.titleName}</span>
              <span className="ymb-suggest__author">{item.author}</span>
            </span>
          </li>
        ))}
      </ul>
    </form>
  );
}
