'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SignedPageList } from '#modules/reader/client.ts';
import { answerOf, apiClient, expectSuccess, HttpStatusError } from '../../lib/http/index.ts';
import { mergeFresh, refreshDelay, toViewerPages, type PageSource } from './page-source.ts';
import type { ViewerPage } from './types.ts';

/** What asking for fresh URLs gave: new ones, a refusal (403/401: reading has to stop), or a failure worth retrying. */
export type PageUrlsAnswer = { kind: 'fresh'; list: SignedPageList } | { kind: 'denied' } | { kind: 'retry' };
export type PageUrlsFetcher = (source: PageSource) => Promise<PageUrlsAnswer>;

const RETRY_MS = 15_000;

/** GET /api/v1/viewer/page-urls/ through the site's HTTP client. */
export const fetchPageUrls: PageUrlsFetcher = async (source) => {
  try {
    const query = { title: source.titleCode, volume: String(source.volumeSerialNumber), ...(source.storyNumber !== undefined ? { story: String(source.storyNumber) } : {}) };
    const body = expectSuccess(await answerOf(apiClient.api.v1.viewer['page-urls'].index.$get({ query })));
    return { kind: 'fresh', list: body.data };
  } catch (error) {
    if (error instanceof HttpStatusError && (error.status === 403 || error.status === 401)) return { kind: 'denied' };
    return { kind: 'retry' };
  }
};

/**
 * The viewer's pages with their signed URLs kept fresh: renewed a minute before they expire, just
 * after a known rental end, and at once when a signed image is refused. `lostStory` is the story that
 * can no longer be read (its rental ended): the viewer closes into the reading flow for it.
 */
export function useSignedPages(source: PageSource, fetchUrls: PageUrlsFetcher = fetchPageUrls): { pages: ViewerPage[]; lostStory: number | null } {
  const [refs, setRefs] = useState(source.list.pages);
  const [timing, setTiming] = useState({ expiresAt: source.list.expiresAt, readableUntil: source.list.readableUntil });
  const [lostStory, setLostStory] = useState<number | null>(null);
  const state = useRef({ refs, busy: false, lost: false });
  state.current.refs = refs;

  const refresh = useCallback(async () => {
    const current = state.current;
    if (current.busy || current.lost) return;
    current.busy = true;
    try {
      const answer = await fetchUrls(source);
      if (answer.kind === 'retry') {
        setTiming((t) => ({ ...t, expiresAt: new Date(Date.now() + RETRY_MS + 60_000).toISOString() }));
        return;
      }
      const merged = answer.kind === 'fresh' ? mergeFresh(current.refs, answer.list.pages) : { lostStory: firstSignedStory(current.refs) };
      if ('lostStory' in merged) {
        current.lost = true;
        setLostStory(merged.lostStory);
        return;
      }
      if (answer.kind === 'fresh') {
        setRefs(merged.refs);
        setTiming({ expiresAt: answer.list.expiresAt, readableUntil: answer.list.readableUntil });
      }
    } finally {
      current.busy = false;
    }
  }, [fetchUrls, source]);

  useEffect(() => {
    const delay = refreshDelay(timing, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => void refresh(), delay);
    return () => clearTimeout(timer);
  }, [timing, refresh]);

  // A signed page refused (a rental ended between two renewals, or a tab asleep past the expiry).
  const signed = timing.expiresAt !== null;
  useEffect(() => {
    if (!signed) return;
    const onError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && /[?&]t=/.test(target.currentSrc || target.src)) void refresh();
    };
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, [signed, refresh]);

  const pages = useMemo(() => toViewerPages(source, refs), [source, refs]);
  return { pages, lostStory };
}

function firstSignedStory(refs: readonly { story: number; token: string | null }[]): number {
  return (refs.find((ref) => ref.token !== null) ?? refs[0])?.story ?? 1;
}
