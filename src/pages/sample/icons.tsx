import { Icon, ICON_NAMES, ICON_SIZES, iconLabel } from '../../components/static/Icons';
import { StaticPage } from '../../components/static/StaticPage';

const SIZE_NAMES: Record<number, string> = { 12: 'xs', 16: 'sm', 24: 'md', 28: 'lg', 36: 'xl', 40: 'xxl' };

export default async function IconsSamplePage() {
  return (
    <StaticPage
      title="アイコン"
      path="/sample/icons/"
      variant="sample"
      description="読み場で使うインラインSVGアイコン（コイン、チケット、ポイント、お気に入り、本棚、検索、メニュー、閉じる）を、仕様の6サイズ（12〜40px）で一覧表示します。"
      lead={<p>アイコンは currentColor で塗るインラインSVGです。サイズは仕様の 12・16・24・28・36・40px の6段階（theme.css の --icon-xs〜--icon-xxl）です。</p>}
    >
      <section className="sample-panel" aria-labelledby="sizes-h">
        <h2 id="sizes-h">サイズ一覧（コイン）</h2>
        <ul className="icon-sizes" data-testid="icon-sizes">
          {ICON_SIZES.map((size) => (
            <li key={size} data-icon-size={size}>
              <Icon name="coin" size={size} title={`コイン ${size}px`} />
              <span>
                {size}px（{SIZE_NAMES[size]}）
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="sample-panel" aria-labelledby="all-h">
        <h2 id="all-h">すべてのアイコン × サイズ</h2>
        <div className="icon-table-wrap">
          <table className="icon-table">
            <thead>
              <tr>
                <th scope="col">アイコン</th>
                {ICON_SIZES.map((size) => (
                  <th key={size} scope="col">
                    {size}px
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ICON_NAMES.map((name) => (
                <tr key={name}>
                  <th scope="row">
                    {iconLabel(name)}
                    <br />
                    <code>{name}</code>
                  </th>
                  {ICON_SIZES.map((size) => (
                    <td key={size}>
                      <Icon name={name} size={size} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
