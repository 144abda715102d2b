import { AdultSetting } from '#modules/accounts/client.ts';
import type { PageViewer } from './page-viewer.ts';

/**
 * Who shares a member's page render (decision 045): what changes the shared markup is being signed in
 * (the header's user menu, member prompts), adult-valid (adult titles and TL/BL lists) and staff (the
 * navigation and the menu's staff link). Everything about one member is an island filled from their state.
 */
export type Audience = 'member' | 'member-adult' | 'staff' | 'staff-adult';

export function audienceOf(viewer: PageViewer): Audience {
  const adult = viewer.userValidAdult === AdultSetting.Enabled;
  return `${viewer.isStaff ? 'staff' : 'member'}${adult ? '-adult' : ''}` as Audience;
}

/** The viewer an audience's shared render sees: signed in, no id, no name, no icon. */
export function audienceViewer(audience: Audience): PageViewer {
  return {
    userId: 0,
    isLogin: true,
    isStaff: audience.startsWith('staff'),
    userValidAdult: audience.endsWith('-adult') ? AdultSetting.Enabled : AdultSetting.Unset,
    displayName: null,
    imageUrl: null,
  };
}

/**
 * The pages whose member renders are shared by audience: each reads the viewer only for its audience
 * (`listViewer`, the adult rule) or through member islands. Everything else (member-only pages, notices
 * with their read marks, the viewer, the review pages) renders per member as before.
 */
const SHARED_PAGES = [
  /^\/$/,
  /^\/book\/title\/[A-Za-z0-9_-]{1,16}\/$/,
  /^\/book\/(ranking|search|new|free|store|end|title|genre|campaign\/titles)\/$/,
  /^\/book\/genre\/[^/]+\/$/,
  /^\/(book|comics|recommend)\/$/,
];

/** `url`: the page's address (for page data, the page it belongs to). */
export function isAudiencePage(url: URL): boolean {
  if (!SHARED_PAGES.some((pattern) => pattern.test(url.pathname))) return false;
  // The search narrowed to what the member read (or did not) depends on the member.
  if (url.pathname === '/book/search/' && url.searchParams.has('read')) return false;
  return true;
}

/**
 * Member-only pages that are wholly personal and cheap to keep per member: the bookshelf and my items
 * (each member's render kept for them alone for a few seconds, decision 045).
 */
export function isPersonalPage(url: URL): boolean {
  return /^\/(bookshelf|myitem)\/$/.test(url.pathname);
}
