/** The site's inline SVG icons (currentColor, no icon font). Sizes follow the spec: 12, 16, 24, 28, 36, 40 px. */
import type { ReactNode } from 'react';

export const ICON_SIZES = [12, 16, 24, 28, 36, 40] as const;
export type IconSize = (typeof ICON_SIZES)[number];

const PATHS: Record<string, { label: string; body: ReactNode }> = {
  coin: {
    label: 'コイン',
    body: (
      <>
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <circle cx="12" cy="12" r="7" fill="none" stroke="#fff" strokeWidth="1.5" opacity="0.7" />
        <path d="M9 8.5h2.2L12 11l.8-2.5H15l-2 4.2V16h-2v-3.3z" fill="#fff" />
      </>
    ),
  },
  ticket: {
    label: 'チケット',
    body: <path fill="currentColor" d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2.2a2.8 2.8 0 0 0 0 5.6V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2.2a2.8 2.8 0 0 0 0-5.6zm6 0v2h2V7zm0 4v2h2v-2zm0 4v2h2v-2z" />,
  },
  point: {
    label: 'ポイント',
    body: (
      <>
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M9 7h3.6a3.2 3.2 0 0 1 0 6.4H11V17H9zm2 2v2.4h1.6a1.2 1.2 0 0 0 0-2.4z" fill="#fff" />
      </>
    ),
  },
  heart: {
    label: 'お気に入り',
    body: <path fill="currentColor" d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2 0 3.4 1.1 4.2 2.4h2.8C14.2 6.1 15.6 5 17.6 5 21 5 23 8.4 21.6 11.7 19.5 16.4 12 21 12 21z" />,
  },
  bookshelf: {
    label: '本棚',
    body: <path fill="currentColor" d="M3 3h3v15H3zm4 0h3v15H7zm4.3.6 2.9-.8 3.9 14.5-2.9.8zM2 19h20v2H2z" />,
  },
  search: {
    label: '検索',
    body: <path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />,
  },
  menu: {
    label: 'メニュー',
    body: <path fill="currentColor" d="M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z" />,
  },
  close: {
    label: '閉じる',
    body: <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />,
  },
  free: {
    label: '待てば¥0',
    body: <path fill="currentColor" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm1 5h-2v6l5 3 1-1.7-4-2.3z" />,
  },
};

export type IconName = keyof typeof PATHS;
export const ICON_NAMES = Object.keys(PATHS) as IconName[];
export const iconLabel = (name: IconName) => PATHS[name]!.label;

/** A decorative icon unless `title` is given (then it is announced). */
export function Icon({ name, size = 24, title }: { name: IconName; size?: IconSize; title?: string }) {
  const icon = PATHS[name]!;
  return (
    <svg
      className={`icon icon--${name}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-size={size}
    >
      {icon.body}
    </svg>
  );
}
