/** The console's own navigation (server-rendered links; works without JavaScript). */
const LINKS = [
  { href: '/staff/', label: 'コンソール' },
  { href: '/staff/banner/', label: 'バナー' },
  { href: '/staff/campaign/', label: 'キャンペーン' },
  { href: '/staff/series/', label: '作品' },
  { href: '/staff/tags/', label: 'タグ' },
  { href: '/staff/item/', label: 'アイテム' },
  { href: '/staff/stampcard/', label: 'スタンプカード' },
  { href: '/staff/blocks/', label: 'トップのブロック' },
  { href: '/staff/navigation/', label: 'ナビ' },
  { href: '/staff/reviews/', label: '通報' },
  { href: '/staff/transfer/', label: '振込' },
  { href: '/staff/firebasedemo/', label: '診断' },
] as const;

export function StaffNav({ current }: { current: string }) {
  return (
    <nav className="staff-nav" aria-label="スタッフ管理">
      <ul>
        {LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
