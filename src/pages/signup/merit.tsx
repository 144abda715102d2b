import { AccountPage } from '../../components/accounts/AccountPage';

const MERITS: { heading: string; text: string }[] = [
  { heading: 'お気に入り・本棚・閲覧履歴', text: '気になる作品をお気に入りに登録して、本棚にまとめて管理。続きから読める閲覧履歴も残ります。' },
  { heading: '待てば¥0チケット', text: '対象作品は、時間がたつと回復するチケットで1話ずつ無料で読み進められます。' },
  { heading: 'コイン購入', text: 'コインを購入して、最新話や単行本をすぐに読めます。1コイン＝1円（税込）です。' },
  { heading: 'キャンペーン', text: 'クーポンやスタンプカード、毎日のガチャなど、会員向けのキャンペーンに参加できます。' },
];

export default async function SignUpMeritPage() {
  return (
    <AccountPage
      title="会員登録でできること"
      description="読み場の無料会員登録でできることのご案内です。お気に入り・本棚・閲覧履歴、待てば¥0チケット、コイン購入、会員向けキャンペーンが利用できるようになります。"
      lead={<p>読み場は登録なしでも無料マンガを読めますが、無料の会員登録でもっと便利に楽しめます。</p>}
      width="wide"
    >
      <ul className="merit-list">
        {MERITS.map((merit) => (
          <li key={merit.heading} className="merit-card">
            <h2>{merit.heading}</h2>
            <p>{merit.text}</p>
          </li>
        ))}
      </ul>
      <div className="merit-cta">
        <a className="button button--primary" href="/signup/">
          無料で会員登録する
        </a>
        <p>
          すでにアカウントをお持ちの方は<a href="/signin/">ログイン</a>
        </p>
      </div>
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
