import type { Meta, StoryObj } from '@storybook/react-vite';
import '#src/styles/static.css';
import '#src/styles/accounts.css';
import { SocialSignInButtons } from '#src/components/accounts/SocialSignInButtons.tsx';

/**
 * The social sign-in buttons of /signin/ and /signup/: one link per provider configured on the
 * server (X, Yahoo! JAPAN ID, LINE) to /api/v1/auth/{provider}/start/, and the message of a failed attempt.
 */
const meta = {
  title: 'Accounts/SocialSignInButtons',
  component: SocialSignInButtons,
  args: { providers: ['x', 'yahoojp', 'line'], next: '/book/title/10001/' },
  decorators: [
    (Story) => (
      <div className="account-page" style={{ maxWidth: 480, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialSignInButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /signin/ with every provider configured. */
export const SignIn: Story = {
  parameters: { expectedText: ['ほかのサービスのアカウントでログイン', 'Xでログイン', 'Yahoo! JAPAN IDでログイン', 'LINEでログイン'], expectedRole: 'link' },
};

/** /signup/: the same providers, worded as registration. */
export const SignUp: Story = {
  args: { action: 'signup' },
  parameters: { expectedText: ['ほかのサービスのアカウントで登録', 'Xで登録', 'LINEで登録', '利用規約とプライバシーポリシー'] },
};

/** Only LINE configured: X and Yahoo! JAPAN ID are not offered. */
export const OnlyLine: Story = {
  args: { providers: ['line'] },
  parameters: { expectedText: ['LINEでログイン'] },
};

/** Back from a refused link: the reason above the buttons. */
export const WithError: Story = {
  args: { error: 'このアカウントはすでに別の読み場アカウントに連携されています。' },
  parameters: { expectedText: ['このアカウントはすでに別の読み場アカウントに連携されています。', 'Xでログイン'], expectedRole: 'alert' },
};

/** On a 375 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectedText: ['Yahoo! JAPAN IDでログイン'] },
};
