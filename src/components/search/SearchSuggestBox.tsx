'use client';

/**
 * The header search box with suggestions from two sources, shown as two groups: titles
 * (`/api/v1/suggest/`, spec §5: at most 5, asked only for a non-empty keyword, cleared otherwise)
 * and comics by keyword (the store's product search, product_type 1, at most 5). It follows the
 * ARIA combobox pattern: ↓ / ↑ move through every option of both groups in order, Enter opens the
 * highlighted one, Escape closes the list. Without JavaScript it is a plain GET form to /book/search/.
 *
 * In the header (`phoneModal`), a tap on the box on a phone (below 768 px) opens the full-screen
 * search modal instead (spec §2 "search"; SearchModal), which holds the same box as a `panel`: the
 * suggestions listed under it, not dropping down.
 */
import { titlePath } from '#platform/routes/site-paths.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Product, SuggestionItem } from '#modules/catalogue/client.ts';
import { openModal } from '../../state/modal-store.ts';
import { DEFAULT_SEARCH_TARGET } from '../../state/search-store.ts';
import { fetchComicSuggestions, fetchSuggestions, MAX_SUGGESTIONS, SUGGEST_DEBOUNCE_MS, type ComicFetcher, type SuggestFetcher } from './suggest-api.ts';
import './search.css';

export type SearchSuggestBoxProps = {
  initialKeyword?: string;
  fetcher?: SuggestFetcher;
  /** The second source, comics by keyword. */
  comicFetcher?: ComicFetcher;
  debounceMs?: number;
  /** Where choosing a suggestion goes (tests and stories replace it). */
  onNavigate?: (href: string) => void;
  /** 'dropdown' (the header) or 'panel' (the search modal: the list stays under the box). */
  variant?: 'dropdown' | 'panel';
  autoFocus?: boolean;
  /** On a phone, a tap on the box opens the search modal (the header's box). */
  phoneModal?: boolean;
};

/** Below this width the header's box opens the full-screen search modal. */
export const SEARCH_MODAL_QUERY = '(max-width: 767px)';

type Found = { titles: SuggestionItem[]; comics: Product[] };
const NOTHING: Found = { titles: [], comics: [] };

const yen = (value: number) => `${value.toLocaleString('ja-JP')}円`;
/** 総額表示: the price a volume sells for, tax included (decision 054). */
const yenTaxIncluded = (value: number) => `${yen(value)}（税込）`;

export function SearchSuggestBox({
  initialKeyword = '',
  fetcher = fetchSuggestions,
  comicFetcher = fetchComicSuggestions,
  debounceMs = SUGGEST_DEBOUNCE_MS,
  onNavigate,
  variant = 'dropdown',
  autoFocus = false,
  phoneModal = false,
}: SearchSuggestBoxProps) {
  const listId = useId();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [found, setFound] = useState<Found>(NOTHING);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    const trimmed = keyword.trim();
    request.current?.abort();
    if (!trimmed) {
      setFound(NOTHING);
      setActive(-1);
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    const timer = setTimeout(async () => {
      // Both sources at once; each one failing only empties its own group.
      const [titles, comics] = await Promise.all([
        fetcher(trimmed, controller.signal).catch(() => []),
        comicFetcher(trimmed, controller.signal).catch(() => []),
      ]);
      if (controller.signal.aborted) return;
      setFound({ titles: titles.slice(0, MAX_SUGGESTIONS), comics: comics.slice(0, MAX_SUGGESTIONS) });
      setActive(-1);
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, fetcher, comicFetcher, debounceMs]);

  // One flat order for the keyboard: the titles, then the comics.
  const hrefs = [...found.titles.map((item) => titlePath(item.titleCode)), ...found.comics.map((product) => titlePath(product.series.titleCode))];
  const count = hrefs.length;
  const expanded = (open || variant === 'panel') && count > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const go = (href: string) => (onNavigate ? onNavigate(href) : window.location.assign(href));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      setOpen(true);
      const last = count - 1;
      // Wraps around: ↓ on the last goes to the first, ↑ on the first (or none) to the last.
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0 && hrefs[active]) {
      event.preventDefault();
      go(hrefs[active]!);
      return;
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': index === active,
    className: `ymb-suggest__option${index === active ? ' ymb-suggest__option--active' : ''}`,
    // Keeps the focus in the input so the list does not close before the click lands.
    onMouseDown: (e: { preventDefault: () => void }) => e.preventDefault(),
    onClick: () => go(hrefs[index]!),
  });

  return (
    <form className={variant === 'panel' ? 'site-search ymb-suggest ymb-suggest--panel' : 'site-search ymb-suggest'} action="/book/search/" method="get" role="search">
      <input
        // The search modal exists to type a keyword: its shell focuses this box first.
        data-autofocus={autoFocus || undefined}
        // A combobox is a text input (ARIA in HTML: type=search takes no role); the phone keyboard still offers 検索.
        type="text"
        inputMode="search"
        enterKeyHint="search"
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
        onPointerDown={(e) => {
          if (!phoneModal || e.button !== 0 || !window.matchMedia(SEARCH_MODAL_QUERY).matches) return;
          // No focus here (no keyboard popping up under the modal): the modal's own box takes it.
          e.preventDefault();
          openModal('search', { keyword });
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit">検索</button>
      <div id={listId} role="listbox" aria-label="検索候補" className="ymb-suggest__list" hidden={!expanded}>
        {found.titles.length > 0 && (
          <div role="group" aria-labelledby={`${listId}-titles`} className="ymb-suggest__group">
            <div id={`${listId}-titles`} role="presentation" className="ymb-suggest__group-label">
              作品
            </div>
            {found.titles.map((item, index) => (
              <div key={item.titleCode} {...optionProps(index)}>
                <img src={item.thumbnailImagePath} alt="" width={36} height={54} loading="lazy" />
                <span className="ymb-suggest__text">
                  <span className="ymb-suggest__name">{item.titleName}</span>
                  <span className="ymb-suggest__author">{item.author}</span>
                </span>
              </div>
            ))}
          </div>
        )}
        {found.comics.length > 0 && (
          <div role="group" aria-labelledby={`${listId}-comics`} className="ymb-suggest__group">
            <div id={`${listId}-comics`} role="presentation" className="ymb-suggest__group-label">
              コミック
            </div>
            {found.comics.map((product, i) => {
              const index = found.titles.length + i;
              return (
                <div key={product.productId} {...optionProps(index)}>
                  <img src={product.mainImageCdnUrl} alt="" width={36} height={54} loading="lazy" />
                  <span className="ymb-suggest__text">
                    <span className="ymb-suggest__name ymb-suggest__name--wrap">{product.name}</span>
                    <span className="ymb-suggest__author">
                      {product.authors.join('・')}
                      <span className="ymb-suggest__price">
                        {product.discounting && <s>{yen(product.regularPrice)}</s>} {yenTaxIncluded(product.price)}
                      </span>
                    </span>
                  </span>
                </div>
              );
            })}
          </div>
        )}
      </div>
    </form>
  );
}
