'use client';

/**
 * The top navigation under the header (spec §2 "Top navigation"), shaped by the member's saved
 * custom-tab list (spec §9: local storage holds a custom-tab list; the custom tab modal writes it).
 * The server renders the entries as supplied (first paint, and without JavaScript); after hydration
 * the saved order and hidden tabs apply, and again at once whenever the list is saved.
 */
import { useSyncExternalStore } from 'react';
import { applyCustomTabs, customTabsOf, customTabsSnapshot, subscribeCustomTabs } from '../../state/custom-tab.ts';

export type SiteNavItem = { label: string; href: string; routeName: string };

const serverSnapshot = () => null;

/** The entries as the saved custom-tab list shapes them (as given on the server and before hydration). */
export function useCustomTabItems<T extends { routeName?: string }>(items: T[]): T[] {
  const stored = useSyncExternalStore(subscribeCustomTabs, () => customTabsSnapshot(), serverSnapshot);
  return stored === null ? items : applyCustomTabs(items, customTabsOf(stored));
}

export function SiteNav({ items }: { items: SiteNavItem[] }) {
  const shown = useCustomTabItems(items);
  return (
    <nav className="site-nav" aria-label="メインメニュー">
      <ul>
        {shown.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
