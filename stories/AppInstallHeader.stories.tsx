import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppInstallHeaderView } from '#src/components/AppInstallHeader.tsx';

/** The app-install promotion header shown to phones above the site header (closable, kept closed). */
const meta = {
  title: 'Panels/AppInstallHeader',
  component: AppInstallHeaderView,
  args: { platform: 'ios', onClose: fn(), onOpen: fn() },
  parameters: { viewport: { defaultViewport: 'phone' } },
} satisfies Meta<typeof AppInstallHeaderView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** iPhone: the button opens the App Store page. */
export const Ios: Story = {
  parameters: { expectedText: ['読み場アプリ', 'アプリならもっと快適に読める', 'ひらく'], expectedRole: 'link' },
};

/** Android: the button installs from Google Play. */
export const Android: Story = {
  args: { platform: 'android' },
  parameters: { expectedText: ['読み場アプリ', 'アプリならもっと快適に読める', 'インストール'], expectedRole: 'link' },
};
