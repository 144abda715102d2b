import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiagnosticsPanel } from '#src/components/staff/DiagnosticsPanel.tsx';
import { inStaffFrame } from './staff-frame.tsx';

/** /staff/firebasedemo/: this browser's dataLayer events, the feature flags, the test notice. */
const meta = {
  title: 'Staff/DiagnosticsPanel',
  component: DiagnosticsPanel,
  decorators: [inStaffFrame],
  args: {
    serverFlags: [
      { label: '長方形の広告バナー', on: true },
      { label: '会員特典クーポンバナー', on: false },
    ],
    initialEvents: [],
  },
} satisfies Meta<typeof DiagnosticsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoEvents: Story = {
  parameters: { expectedText: ['まだイベントはありません。', '自分にテスト通知を送る'] },
};

export const OnStaging: Story = {
  args: { environment: { name: 'staging', apiHost: 'https://staging.yomiba.example' }, serverFlags: [{ label: 'SPA（ページ内遷移）', on: true }] },
  parameters: { expectedText: ['ステージング（staging）', 'https://staging.yomiba.example', 'SPA（ページ内遷移）'] },
};

export const WithEvents: Story = {
  args: { initialEvents: [{ event: 'inhouse_ad_impression', id: 'rectangle-ad' }, { event: 'banner_click', id: 'staff-3' }] },
  parameters: { expectedText: ['inhouse_ad_impression', 'banner_click'] },
};
