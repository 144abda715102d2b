import { useEffect, useSyncExternalStore } from 'react';
import { MEMBER_STATE_ELEMENT_ID, MAX_NEEDED_CODES, MAX_NEEDED_TITLES, type MemberPageState, type MemberTitleState } from '#modules/member-pages/client.ts';
import { answerOf, quietApiClient } from '../../lib/http/index.ts';

/**
 * The member's own parts of a page (decision 045). A member's page is the audience's shared render; the
 * server splices this member's state into it (`<script type="application/json" id="yomiba-member">`),
 * and the islands read it here. After a client-side navigation (the RSC payload is shared too) the islands
 * ask `GET /api/v1/member/state/` for what the state does not cover yet, in one request per tick.
 * Visitors' pages carry no state: the islands render their placeholders and never ask.
 */
type Store = {
  /** Whether this page was served to a member (the state element exists). */
  member: boolean;
  name: string | null;
  icon: string | null;
  known: Set<string>;
  favorites: Set<string>;
  purchased: Set<string>;
  titles: Map<string, MemberTitleState>;
  version: number;
};

let store: Store | null = null;
const listeners = new Set<() => void>();
const wantedCodes = new Set<string>();
const wantedTitles = new Set<string>();
const asked = new Set<string>();
let flushing = false;

function merge(target: Store, state: MemberPageState) {
  target.member = true;
  target.name = state.name;
  target.icon = state.icon;
  for (const code of state.codes) {
    target.known.add(code);
    target.favorites.delete(code);
    target.purchased.delete(code);
  }
  for (const code of state.favorites) target.favorites.add(code);
  for (const code of state.purchased) target.purchased.add(code);
  for (const [code, title] of Object.entries(state.titles)) {
    target.titles.set(code, title);
    target.known.add(code);
    if (title.isFavorite) target.favorites.add(code);
    else target.favorites.delete(code);
  }
}

function read(): Store {
  if (store) return store;
  store = { member: false, name: null, icon: null, known: new Set(), favorites: new Set(), purchased: new Set(), titles: new Map(), version: 0 };
  if (typeof document === 'undefined') return store;
  const element = document.getElementById(MEMBER_STATE_ELEMENT_ID);
  if (!element?.textContent) return store;
  try {
    merge(store, JSON.parse(element.textContent) as MemberPageState);
  } catch {
    // A damaged state: the islands keep their placeholders.
  }
  return store;
}

function changed() {
  const current = read();
  store = { ...current, version: current.version + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function flush() {
  flushing = false;
  const codes = [...wantedCodes].slice(0, MAX_NEEDED_CODES);
  const titles = [...wantedTitles].slice(0, MAX_NEEDED_TITLES);
  for (const code of codes) wantedCodes.delete(code);
  for (const code of titles) wantedTitles.delete(code);
  if (!codes.length && !titles.length) return;
  try {
    const answer = await answerOf(quietApiClient.api.v1.member.state.index.$get({ query: { codes: codes.join(','), titles: titles.join(',') } }));
    if (answer?.success) {
      merge(read(), answer.state);
      changed();
    }
  } catch {
    // Offline or signed out meanwhile: placeholders stay.
  }
  if (wantedCodes.size || wantedTitles.size) schedule();
}

function schedule() {
  if (flushing) return;
  flushing = true;
  queueMicrotask(() => void flush());
}

/** Asks for a title's state (`full`: the title page's) when the page's state does not cover it. */
function want(code: string, full: boolean) {
  const current = read();
  if (!current.member) return;
  const key = `${full ? 't' : 'c'}:${code}`;
  if (full ? current.titles.has(code) : current.known.has(code)) return;
  if (asked.has(key)) return;
  asked.add(key);
  (full ? wantedTitles : wantedCodes).add(code);
  schedule();
}

/** The store as of now; null while rendering on the server and during hydration (the placeholders). */
function useStore(): Store | null {
  return useSyncExternalStore(
    subscribe,
    () => read(),
    () => null,
  );
}

export function useMemberProfile(): { name: string; icon: string | null } | null {
  const current = useStore();
  return current?.member && current.name !== null ? { name: current.name, icon: current.icon } : null;
}

/** Whether the member favourited the title: null when not known (a visitor, or not yet). */
export function useIsFavorite(code: string): boolean | null {
  const current = useStore();
  useEffect(() => {
    if (code) want(code, false);
  }, [code]);
  return code && current?.known.has(code) ? current.favorites.has(code) : null;
}

/** Whether the member bought or rents something of the title: null when not known. */
export function useIsPurchased(code: string): boolean | null {
  const current = useStore();
  useEffect(() => {
    if (code) want(code, false);
  }, [code]);
  return code && current?.known.has(code) ? current.purchased.has(code) : null;
}

/** The title page's state for this member: null when not known (a visitor, or not yet). */
export function useMemberTitle(code: string): MemberTitleState | null {
  const current = useStore();
  useEffect(() => {
    if (code) want(code, true);
  }, [code]);
  return (code && current?.titles.get(code)) || null;
}

/** The member changed a title (favourite toggled, review written): every island showing it follows. */
export function updateMemberTitle(code: string, change: Partial<MemberTitleState>) {
  const current = read();
  if (!current.member) return;
  const before = current.titles.get(code);
  if (before) current.titles.set(code, { ...before, ...change });
  if (change.isFavorite !== undefined) {
    current.known.add(code);
    if (change.isFavorite) current.favorites.add(code);
    else current.favorites.delete(code);
  }
  changed();
}

/** The member changed the title on the server (a review): ask again for its state. */
export function refetchMemberTitle(code: string) {
  if (!read().member) return;
  asked.delete(`t:${code}`);
  wantedTitles.add(code);
  schedule();
}

/** Tests: forget the page's state. */
export function resetMemberStore() {
  store = null;
  asked.clear();
  wantedCodes.clear();
  wantedTitles.clear();
}
