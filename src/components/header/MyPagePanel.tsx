import { LogoutButton } from '../LogoutButton';
import { MemberName } from '../member/MemberAccount';
import { UnreadInfoBadge } from './UnreadInfoBadge';

/** The member's pages, in the panel's order. */
export const MY_PAGE_LINKS = [
  { href: '/bookshelf/', label: '本棚' },
  { href: '/myitem/', label: 'マイアイテム' },
  { href: '/special/lottery/', label: 'デイリーガチャ' },
  { href: '/myreview/', label: 'マイレビュー' },
  { href: '/info/', label: 'お知らせ' },
  { href: '/message/', label: 'メッセージ' },
  { href: '/profile/', label: 'プロフィール' },
] as const;

export interface MyPagePanelProps {
  /** null: an audience's shared render (decision 045); the name then comes from the member state. */
  displayName: string | null;
  imageUrl: string | null;
  isStaff: boolean;
}

/**
 * The my page panel (spec §2 "my page"): the member's name, their pages (お知らせ with the unread
 * count), the staff console for staff, and logout. The header's user menu shows it in a disclosure,
 * so it opens without JavaScript (spec §4 "The user menu toggles").
 */
export function MyPagePanel({ displayName, imageUrl, isStaff }: MyPagePanelProps) {
  return (
    <div className="user-menu__panel" data-panel="myPage">
      <MemberName displayName={displayName} imageUrl={imageUrl} />
      <ul className="user-menu__links">
        {MY_PAGE_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              {link.label}
              {link.href === '/info/' && <UnreadInfoBadge />}
            </a>
          </li>
        ))}
        {isStaff && (
          <li>
            <a href="/staff/banner/">スタッフ管理</a>
          </li>
        )}
      </ul>
      <LogoutButton className="user-menu__logout" />
    </div>
  );
}
