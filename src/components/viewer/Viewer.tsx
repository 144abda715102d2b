'use client';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import {
  createReaderSettingsState,
  defaultReaderSettings,
  loadReaderSettings,
  localReaderSettingsStore,
  parseReaderSettings,
  updateReaderSettings,
  type ReaderSettings,
  type ReaderSettingsStore,
} from '../../state/viewer-settings.ts';
import { createViewerState, NO_ZOOM } from '../../state/viewer-state.ts';
import { clampPage, pageAlt, pageLabel, progressPercent, type PagingAction } from './paging.ts';
import { PagedStage } from './PagedStage.tsx';
import { pageSizes, SPREAD_MEDIA } from './sizes.ts';
import { pairSpreads, singlePages, spreadIndexOf } from './spreads.ts';
import type { ViewerPage } from './types.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useHydrated, useMediaQuery } from './use-media-query.ts';
import { usePreload } from './use-preload.ts';
import { DOUBLE_TAP_MS, useStageGestures } from './use-stage-gestures.ts';
import { useViewerInput } from './use-viewer-input.ts';
import { VerticalStage } from './VerticalStage.tsx';
import { ViewerBar } from './ViewerBar.tsx';
import { ViewerControls, ViewerProgress } from './ViewerControls.tsx';
import { ViewerSettingsPanel } from './ViewerSettingsPanel.tsx';
import './viewer.css';

export type ViewerProps = {
  /** Settings are saved per title under this key. */
  titleKey: string;
  /** Vertical works (webtoons) open in タテヨミ unless the reader chose otherwise. */
  isVertical: boolean;
  title: string;
  subtitle: string;
  backHref: string;
  pages: readonly ViewerPage[];
  /** The address of each page: links for reading without script, and the URL kept in step with the reader. */
  pageHrefs: readonly string[];
  initialPage: number;
  /** Used in the fallback alt text, e.g. "第3話" gives "第3話 5ページ". */
  storyLabel?: string | null;
  /** The panel after the last page; receives whether it is open and a way back to the last page. */
  renderEnd: (end: { open: boolean; lastPageHref: string; backToLastPage: () => void }) => ReactNode;
  /** Page 1 (the cover) alone in spreads. */
  coverOffset?: boolean;
  settingsStore?: ReaderSettingsStore;
  /** Settings the server already knows (a member's saved ones): the first render uses them, no flash of the defaults. */
  initialSettings?: ReaderSettings | null;
  /** The media query under which spreads are shown (stories force it). */
  spreadMedia?: string;
  onPageChange?: (page: number) => void;
};

/**
 * A centre tap toggles the bars once the double-tap window has closed: had it fired earlier, a tap
 * just after the bars appeared would still count as the second of a double tap and zoom instead.
 */
const CENTRE_TAP_DELAY_MS = DOUBLE_TAP_MS;

/**
 * The manga viewer, shared by the free and paid viewers: paging (RTL or LTR, spreads on wide screens)
 * or vertical scrolling, with keyboard, tap, swipe, wheel, pinch and double-tap zoom. The server HTML
 * already shows the first page and working links; script adds the rest.
 */
export function Viewer(props: ViewerProps) {
  const { pages, pageHrefs, titleKey } = props;
  const pageCount = pages.length;
  const defaults = useMemo(() => defaultReaderSettings(props.isVertical), [props.isVertical]);
  const store = useMemo(() => props.settingsStore ?? localReaderSettingsStore(), [props.settingsStore]);
  const [settingsState] = useState(() => createReaderSettingsState(props.initialSettings ? parseReaderSettings(props.initialSettings, defaults) : defaults));
  const [state] = useState(() => createViewerState(clampPage(props.initialPage, pageCount)));
  const settings = useSnapshot(settingsState);
  const snap = useSnapshot(state);
  const hydrated = useHydrated();
  const wide = useMediaQuery(props.spreadMedia ?? SPREAD_MEDIA);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const centreTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fullscreen = useFullscreen(rootRef);

  useEffect(() => {
    void loadReaderSettings(settingsState, store, titleKey, defaults);
  }, [settingsState, store, titleKey, defaults]);

  const vertical = settings.mode === 'vertical';
  const useSpreads = !vertical && settings.spread === 'auto' && wide;
  const coverOffset = props.coverOffset ?? true;
  const spreads = useMemo(() => (useSpreads ? pairSpreads(pages, { coverOffset }) : singlePages(pageCount)), [useSpreads, pages, coverOffset, pageCount]);
  const index = spreadIndexOf(spreads, snap.page);
  const shown = vertical ? [snap.page] : (spreads[index] ?? [snap.page]);
  const firstPage = pages[0];
  const ratio = firstPage ? firstPage.width / firstPage.height : 0;
  const sizes = pageSizes(vertical ? 'vertical' : useSpreads ? 'spread' : 'single', ratio);
  const sizesOf = useCallback((page: ViewerPage) => pageSizes(vertical ? 'vertical' : useSpreads ? 'spread' : 'single', page.width / page.height), [vertical, useSpreads]);
  usePreload(pages, shown, sizesOf, hydrated && !vertical);

  const { onPageChange } = props;
  const showPage = useCallback(
    (page: number, options: { fromScroll?: boolean } = {}) => {
      const target = clampPage(page, pageCount);
      const changed = target !== state.page || state.atEnd;
      state.page = target;
      state.atEnd = false;
      state.zoom = { ...NO_ZOOM };
      if (!changed) return;
      // Reading on hides the bars, in both modes.
      if (options.fromScroll) state.chromeVisible = false;
      // The address follows the reader without adding history entries.
      const href = pageHrefs[target - 1];
      if (href) window.history.replaceState(window.history.state, '', href);
      if (!options.fromScroll && settingsState.mode === 'vertical') {
        scrollerRef.current?.querySelector(`[data-page="${target}"]`)?.scrollIntoView({ block: 'start' });
      }
      onPageChange?.(target);
    },
    [pageCount, pageHrefs, state, settingsState, onPageChange],
  );

  const act = useCallback(
    (action: PagingAction) => {
      const i = spreadIndexOf(spreads, state.page);
      const lastIndex = spreads.length - 1;
      const firstOf = (k: number) => Math.min(...(spreads[k] ?? [1]));
      if (action === 'first') showPage(1);
      else if (action === 'last') showPage(firstOf(lastIndex));
      else if (action === 'next') {
        if (state.atEnd) return;
        if (i >= lastIndex) {
          state.atEnd = true;
          state.zoom = { ...NO_ZOOM };
        } else showPage(firstOf(i + 1));
      } else if (state.atEnd) state.atEnd = false;
      else if (i > 0) showPage(firstOf(i - 1));
      state.chromeVisible = false;
    },
    [spreads, state, showPage],
  );

  const setZoom = useCallback(
    (zoom: { scale: number; x: number; y: number }) => {
      clearTimeout(centreTimer.current);
      state.zoom = zoom;
    },
    [state],
  );
  const gestures = useStageGestures({ stage: stageRef, direction: settings.direction, zoom: () => state.zoom, setZoom, onAction: act });

  useViewerInput({
    enabled: hydrated,
    vertical,
    direction: settings.direction,
    stage: stageRef,
    zoom: () => state.zoom,
    setZoom,
    onAction: (action) => {
      if (!vertical) act(action);
      else if (action === 'first') showPage(1);
      else if (action === 'last') showPage(pageCount);
    },
    onFullscreen: fullscreen.toggle,
    onEscape: () => {
      if (state.settingsOpen) state.settingsOpen = false;
      else if (state.zoom.scale > 1) setZoom({ ...NO_ZOOM });
      else state.chromeVisible = !state.chromeVisible;
    },
  });

  useEffect(() => () => clearTimeout(centreTimer.current), []);

  // Switching to vertical mode starts the column at the page being read.
  useEffect(() => {
    if (vertical && state.page > 1) scrollerRef.current?.querySelector(`[data-page="${state.page}"]`)?.scrollIntoView({ block: 'start' });
    if (vertical) scrollerRef.current?.focus({ preventScroll: true });
  }, [vertical, state]);

  const onCentreTap = () => {
    clearTimeout(centreTimer.current);
    // Waits briefly: a second tap makes it a double tap (zoom), not a toggle.
    centreTimer.current = setTimeout(() => {
      state.chromeVisible = !state.chromeVisible;
    }, CENTRE_TAP_DELAY_MS);
  };

  const onVisiblePage = useCallback((page: number) => showPage(page, { fromScroll: true }), [showPage]);
  const changeSettings = (change: Partial<ReaderSettings>) => void updateReaderSettings(settingsState, store, titleKey, change);

  const altOf = (page: number) => pageAlt(pages[page - 1]?.alt, page, props.storyLabel ?? null);
  const lastShown = Math.max(...shown);
  const percent = snap.atEnd ? 100 : progressPercent(lastShown, pageCount);
  const count = pageLabel(shown, pageCount);
  const lastPageHref = pageHrefs[pageCount - 1] ?? '';
  const hrefOf = (k: number) => pageHrefs[Math.min(...(spreads[k] ?? [1])) - 1] ?? null;
  const end = props.renderEnd({ open: snap.atEnd, lastPageHref, backToLastPage: () => act('previous') });

  return (
    <div
      className="viewer"
      ref={rootRef}
      data-mode={settings.mode}
      data-direction={settings.direction}
      data-chrome={snap.chromeVisible || snap.settingsOpen ? 'shown' : 'hidden'}
      data-page={snap.page}
      data-spread={useSpreads}
      data-hydrated={hydrated}
    >
      <p className="viewer__live" aria-live="polite" aria-atomic="true">
        {snap.atEnd ? '最後まで読みました' : count}
      </p>
      <ViewerBar
        title={props.title}
        subtitle={props.subtitle}
        backHref={props.backHref}
        settingsOpen={snap.settingsOpen}
        onToggleSettings={() => {
          state.settingsOpen = !state.settingsOpen;
        }}
        fullscreen={fullscreen}
        hydrated={hydrated}
      />
      {vertical ? (
        <VerticalStage
          scrollerRef={scrollerRef}
          pages={pages}
          altOf={altOf}
          sizes={sizes}
          initialPage={props.initialPage}
          onVisiblePage={onVisiblePage}
          onTap={() => {
            state.chromeVisible = !state.chromeVisible;
          }}
          end={end}
        />
      ) : (
        <>
          <PagedStage
            stageRef={stageRef}
            pages={pages}
            shown={shown}
            direction={settings.direction}
            altOf={altOf}
            sizes={sizes}
            priorityPage={props.initialPage}
            zoom={snap.zoom}
            nextHref={snap.atEnd ? null : index < spreads.length - 1 ? hrefOf(index + 1) : '#viewer-end'}
            previousHref={snap.atEnd ? null : index > 0 ? hrefOf(index - 1) : null}
            onAction={act}
            onCentreTap={onCentreTap}
            chromeVisible={snap.chromeVisible}
            gestureHandlers={gestures.handlers}
          />
          {end}
        </>
      )}
      <ViewerControls
        page={snap.page}
        pageCount={pageCount}
        label={count.replace('ページ', '')}
        direction={vertical ? 'ltr' : settings.direction}
        hydrated={hydrated}
        onSeek={(page) => showPage(page)}
      />
      <ViewerProgress percent={percent} direction={vertical ? 'ltr' : settings.direction} />
      {snap.settingsOpen && (
        <div id="viewer-settings" className="viewer__settings-layer">
          <ViewerSettingsPanel
            settings={settings}
            onChange={changeSettings}
            onClose={() => {
              state.settingsOpen = false;
            }}
          />
        </div>
      )}
    </div>
  );
}
