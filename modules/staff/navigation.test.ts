import { describe, expect, it } from 'vitest';
import { DEFAULT_NAVIGATION, navHref, visibleNavigation, type NavItem } from './navigation.ts';

const anonymous = { isLogin: false, userValidAdult: 2 };
const adultMember = { isLogin: true, userValidAdult: 1 };

describe('top navigation', () => {
  it('shows the spec defaults that are enabled, in order', () => {
    expect(visibleNavigation([], anonymous).map((i) => i.path)).toEqual([
      '/', '/book/ranking/', '/book/free/', '/book/new/', '/special/', '/book/store/', '/book/campaign/titles/', '/review/',
    ]);
    expect(DEFAULT_NAVIGATION.filter((i) => i.isAdult).map((i) => i.label)).toEqual(['TL', 'BL']);
  });

  it('lets a supplied list replace the defaults and adds the top entry when it lacks one', () => {
    const supplied: NavItem[] = [
      { label: '特集', path: '/special/', routeName: 'special', enabled: true },
      { label: '非表示', path: '/hidden/', routeName: 'hidden', enabled: false },
    ];
    expect(visibleNavigation(supplied, anonymous).map((i) => i.label)).toEqual(['トップ', '特集']);
  });

  it('shows adult entries only to logged-in members with the adult setting on', () => {
    const supplied: NavItem[] = [
      { label: 'TL', path: '/book/genre/tl/', routeName: 'book-genre', enabled: true, isAdult: true },
      { label: '少年', path: '/book/genre/shounen/', routeName: 'book-genre', enabled: true },
    ];
    expect(visibleNavigation(supplied, anonymous).map((i) => i.label)).toEqual(['トップ', '少年']);
    expect(visibleNavigation(supplied, { isLogin: true, userValidAdult: 0 }).map((i) => i.label)).toEqual(['トップ', '少年']);
    expect(visibleNavigation(supplied, adultMember).map((i) => i.label)).toEqual(['トップ', 'TL', '少年']);
  });

  it('never renders a stored path that leads to another host', () => {
    const supplied: NavItem[] = [
      { label: '外', path: '//evil.example/', routeName: 'custom', enabled: true },
      { label: '外2', path: '/\\evil.example/', routeName: 'custom', enabled: true },
      { label: '特集', path: '/special/', routeName: 'special', enabled: true },
    ];
    expect(visibleNavigation(supplied, anonymous).map((i) => i.label)).toEqual(['トップ', '特集']);
  });

  it('puts fixed parameters into the href (the store passes free=2)', () => {
    const store = DEFAULT_NAVIGATION.find((i) => i.routeName === 'book-store')!;
    expect(navHref(store)).toBe('/book/store/?free=2');
    expect(navHref(DEFAULT_NAVIGATION[0]!)).toBe('/');
  });
});
