import { site } from '../site';

const LINKS = [
  { label: 'よくある質問', path: '/faq/' },
  { label: '利用規約', path: '/terms/' },
  { label: 'プライバシーポリシー', path: '/privacy/' },
  { label: '特定商取引法に基づく表記', path: '/legal/' },
  { label: 'お問い合わせ', path: '/contact/' },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <ul className="site-footer__links">
        {LINKS.map((link) => (
          <li key={link.path}>
            <a href={link.path}>{link.label}</a>
          </li>
        ))}
      </ul>
      <p className="site-footer__copy">© 2026 {site.name} ({site.nameLatin})</p>
    </footer>
  );
}
