import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountHolderSection } from '#src/components/profile/AccountHolderSection.tsx';
import { AdultSettingForm } from '#src/components/profile/AdultSettingForm.tsx';
import { DeleteAccountForm } from '#src/components/profile/DeleteAccountForm.tsx';
import { DisplayNameForm } from '#src/components/profile/DisplayNameForm.tsx';
import { EpisodeMailForm } from '#src/components/profile/EpisodeMailForm.tsx';
import { IconPicker } from '#src/components/profile/IconPicker.tsx';
import { ProfileSection } from '#src/components/profile/ProfileSection.tsx';
import '#src/styles/static.css';
import '#src/styles/accounts.css';
import '#src/styles/profile.css';

type Args = { userValidAdult: number; hasPassword: boolean; lastName: string; firstName: string; episodeMail: boolean; hasEmail: boolean };

/** The panels of /profile/: each section in its states (forms post to the real API in the app). */
const meta = {
  title: 'Panels/ProfileSections',
  args: { userValidAdult: 2, hasPassword: true, lastName: '', firstName: '', episodeMail: false, hasEmail: true },
  render: (args: Args) => (
    <div className="profile" style={{ maxWidth: 640, padding: 16 }}>
      <ProfileSection id="basic" title="基本情報">
        <DisplayNameForm displayName="よみば太郎" />
        <IconPicker imageUrl="/icons/profile-2.svg" />
      </ProfileSection>
      <ProfileSection id="affiliate" title="アフィリエイト連携項目">
        <AccountHolderSection lastName={args.lastName} firstName={args.firstName} />
      </ProfileSection>
      <ProfileSection id="adult" title="成人向け作品の表示">
        <AdultSettingForm userValidAdult={args.userValidAdult} />
      </ProfileSection>
      <ProfileSection id="mail" title="お知らせメール">
        <EpisodeMailForm enabled={args.episodeMail} hasEmail={args.hasEmail} />
      </ProfileSection>
      <ProfileSection id="delete" title="退会">
        <DeleteAccountForm hasPassword={args.hasPassword} onDeleted={() => undefined} />
      </ProfileSection>
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new member: no account holder name, adult content not confirmed, with a password. */
export const NewMember: Story = {
  parameters: { expectedText: ['表示名', 'アイコン', '未登録', '氏名を登録する', '年齢確認をして表示する', 'メールを受け取る', '退会する', 'パスワード'] },
};

/** A member with a registered name and adult content on. */
export const Registered: Story = {
  args: { userValidAdult: 1, lastName: '山田', firstName: '花子', episodeMail: true },
  parameters: { expectedText: ['山田 花子', '氏名を変更する', '成人向け作品を表示する（年齢確認済み）', '表示しない設定にする', 'メールを停止する'] },
};

/** A member who signed up through a social provider: leaving needs no password. */
export const SocialOnly: Story = {
  args: { hasPassword: false, userValidAdult: 0, hasEmail: false },
  parameters: { expectedText: ['成人向け作品を表示しない', '「退会する」と入力してください', '確認済みのメールアドレスを登録すると受け取れます。'] },
};

/** On a 375 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectedText: ['表示名', '退会'] },
};
