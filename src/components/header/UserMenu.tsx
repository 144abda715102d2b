import { LogoutButton } from '../LogoutButton';
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
 * opens without JavaScript; logout needs it (a POST, then the page reloads).
 */
export function UserMenu({ displayName, imageUrl, isStaff }: { displayName: string; imageUrl: string | null; isStaff: boolean }) {
  return (
    <details className="user-menu">
      <summary className="site-account" aria-label={`${displayName}さんのメニュー`}>
        {imageUrl ? (
          <img className="site-account__icon" src={imageUrl} width={24} height={24} alt="" />
        ) : (
          <span className="site-account__icon" aria-hidden="true">
            {displayName.slice(0, 1)}
          </span>
        )}
        <span className="site-account__label">マイページ</span>
        <UnreadInfoBadge variant="dot" />
      </summary>
      <div className="user-menu__panel">
        <p className="user-menu__name">{displayName}さん</p>
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
