'use client';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedResize } from '../../lib/timing/debounce.ts';
import { MOBILE_BREAKPOINT } from '../../styles/breakpoints.ts';
import { useCustomTabItems } from './SiteNav.tsx';
import './nav-drawer.css';

export type DrawerItem = { label: string; href: string; routeName?: string };

const MEMBER_LINKS: DrawerItem[] = [
  { label: '本棚', href: '/bookshelf/' },
  { label: 'マイアイテム', href: '/myitem/' },
  { label: 'デイリーガチャ', href: '/special/lottery/' },
  { label: 'お知らせ', href: '/info/' },
  { label: 'よくある質問', href: '/faq/' },
];

/**
 * The drawer menu under the mobile breakpoint (1264 px). A native modal <dialog>: the page
 * behind is inert, focus stays inside, Escape closes; the body does not scroll while it is open.
 * A window made as wide as the desktop layout (where the bar replaces the drawer and its button is
 * hidden) closes it, once the resizing has settled (spec §9: resize debounce 200 ms).
 */
export function NavDrawer({ items, defaultOpen = false }: { items: DrawerItem[]; defaultOpen?: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  // The member's custom tabs shape the drawer's entries as they shape the navigation bar.
  const shown = useCustomTabItems(items);
  useDebouncedResize(() => {
    if (window.innerWidth >= MOBILE_BREAKPOINT) setOpen(false);
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    document.body.classList.toggle('drawer-open', open);
    return () => document.body.classList.remove('drawer-open');
  }, [open]);

  return (
    <>
      <button type="button" className="nav-drawer__toggle" aria-label="メニューを開く" aria-expanded={open} aria-controls="nav-drawer" onClick={() => setOpen(true)}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <dialog
        id="nav-drawer"
        ref={dialog}
        className="nav-drawer"
        aria-label="メニュー"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside the panel) closes it.
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        <div className="nav-drawer__panel">
          <div className="nav-drawer__head">
            <span className="nav-drawer__title">メニュー</span>
            <button type="button" className="nav-drawer__close" aria-label="メニューを閉じる" onClick={() => setOpen(false)}>
              ×
            </button>
          </div>
          <nav aria-label="メニュー">
            <ul className="nav-drawer__list">
              {shown.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
            <ul className="nav-drawer__list nav-drawer__list--sub">
              {MEMBER_LINKS.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <a className="button button--primary nav-drawer__signin" href="/signin/">
            ログイン・会員登録
          </a>
        </div>
      </dialog>
    </>
  );
}
