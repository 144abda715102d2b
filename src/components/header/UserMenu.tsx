import { LogoutButton } from '../LogoutButton';
import { MemberAccountSummary, MemberName } from '../member/MemberAccount';
import { UnreadInfoBadge } from './UnreadInfoBadge';

const LINKS = [
  { href: '/bookshelf/', label: '本棚' },
  { href: '/myitem/', label: 'マイアイテム' },
  { href: '/special/lottery/', label: 'デイリーガチャ' },
  { href: '/myreview/', label: 'マイレビュー' },
  { href: '/info/', label: 'お知らせ' },
  { href: '/message/', label: 'メッセージ' },
  { href: '/profile/', label: 'プロフィール' },
];

/**
 * The member's menu in the header (spec §4 "The user menu toggles"): a <details> disclosure, so it
 * opens without JavaScript; logout needs it (a POST, then the page reloads). `displayName` null: an
 * audience's shared render (decision 045), whose name and icon come from the member state.
 */
export function UserMenu({ displayName, imageUrl, isStaff }: { displayName: string | null; imageUrl: string | null; isStaff: boolean }) {
  return (
    <details className="user-menu">
      <MemberAccountSummary displayName={displayName} imageUrl={imageUrl}>
        <UnreadInfoBadge variant="dot" />
      </MemberAccountSummary>
      <div className="user-menu__panel">
        <MemberName displayName={displayName} imageUrl={imageUrl} />
        <ul className="user-menu__links">
          {LINKS.map((link) => (
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
    </details>
  );
}
