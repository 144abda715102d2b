import type { PageProps } from 'waku/router';
import { AccountPage } from '../components/accounts/AccountPage';
import { EmailChangeForm } from '../components/accounts/EmailChangeForm';
import { LinkedAccountsPanel } from '../components/accounts/LinkedAccountsPanel';
import { PasswordChangeForm } from '../components/accounts/PasswordChangeForm';
import { LogoutButton } from '../components/LogoutButton';
import { AccountHolderSection } from '../components/profile/AccountHolderSection';
import { AdultSettingForm } from '../components/profile/AdultSettingForm';
import { DeleteAccountForm } from '../components/profile/DeleteAccountForm';
import { DisplayNameForm } from '../components/profile/DisplayNameForm';
import { EpisodeMailForm } from '../components/profile/EpisodeMailForm';
import { IconPicker } from '../components/profile/IconPicker';
import { ProfileSection } from '../components/profile/ProfileSection';
import { currentMember } from '../server/current-member';
import { getServices } from '../server/services';
import '../styles/profile.css';

/** /profile/: the member's own settings (the `authenticated` route guard keeps visitors out). */
export default async function ProfilePage(props: PageProps<'/profile'>) {
  const member = await currentMember();
  if (!member) return null;
  const { profile } = await getServices();
  const [facts, episodeMail] = await Promise.all([profile.signInFacts(member.userId), profile.episodeMailOf(member.userId)]);
  const query = new URLSearchParams((props as { query?: string }).query ?? '');
  return (
    <AccountPage title="プロフィール" description="読み場の会員情報の確認と変更" noindex width="wide">
      <div className="profile" data-testid="profile">
        <ProfileSection id="profile-basic" title="基本情報">
          <div className="profile-basic">
            <img className="profile-basic__icon" src={member.userImageUrl || '/icons/profile-default.svg'} width={72} height={72} alt="" />
            <p className="profile-basic__name">{member.userDisplayName}</p>
          </div>
          <DisplayNameForm displayName={member.userDisplayName} />
          <IconPicker imageUrl={member.userImageUrl} />
        </ProfileSection>
        <ProfileSection id="profile-signin" title="ログイン情報">
          <dl className="profile-facts">
            <div>
              <dt>メールアドレス</dt>
              <dd>
                {facts?.email ?? '未登録'}
                {facts?.email && !facts.emailVerified && <span className="profile-facts__note">（未確認）</span>}
              </dd>
            </div>
            <div>
              <dt>ログイン方法</dt>
              <dd>{member.userProviderName || 'メールアドレス'}</dd>
            </div>
          </dl>
          {facts?.email && <EmailChangeForm currentEmail={facts.email} />}
          {facts?.hasPassword ? (
            <PasswordChangeForm email={facts.email ?? undefined} />
          ) : (
            <p className="profile-section__lead">
              パスワードは未設定です。Xで登録した方は<a href="/reset_password/x_account/">こちら</a>、Yahoo! JAPAN IDで登録した方は
              <a href="/reset_password/yahoo_account/">こちら</a>からメールアドレスとパスワードを設定できます。
            </p>
          )}
        </ProfileSection>
        <ProfileSection id="profile-social" title="連携アカウント">
          <LinkedAccountsPanel next="/profile/" />
        </ProfileSection>
        <ProfileSection id="profile-affiliate" title="アフィリエイト連携項目">
          <AccountHolderSection
            lastName={member.accountHolderLastName}
            firstName={member.accountHolderFirstName}
            openDialog={query.get('dialog') === 'account-holder'}
          />
        </ProfileSection>
        <ProfileSection id="profile-adult" title="成人向け作品の表示">
          <p className="profile-section__lead">TL・BLなど成人向け作品の表示には、18歳以上であることの確認が必要です。</p>
          <AdultSettingForm userValidAdult={member.userValidAdult} />
        </ProfileSection>
        <ProfileSection id="profile-mail" title="お知らせメール">
          <p className="profile-section__lead">お気に入りの作品に新しいエピソードが公開されると、翌朝7時ごろにまとめてメールでお知らせします。お知らせはメッセージにも届きます。</p>
          <EpisodeMailForm enabled={episodeMail} hasEmail={Boolean(facts?.email && facts.emailVerified)} />
        </ProfileSection>
        <ProfileSection id="profile-logout" title="ログアウト">
          <LogoutButton className="button profile-form__submit" />
        </ProfileSection>
        <ProfileSection id="profile-delete" title="退会">
          <p className="profile-section__lead">退会すると、保有しているコイン・ポイント・チケット・本棚の作品・閲覧履歴はすべて失われ、元に戻せません。</p>
          <DeleteAccountForm hasPassword={facts?.hasPassword ?? false} />
        </ProfileSection>
      </div>
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
