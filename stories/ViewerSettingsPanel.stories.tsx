import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ViewerSettingsPanel } from '#src/components/viewer/ViewerSettingsPanel.tsx';

/** The viewer's settings panel: mode, direction and spreads, saved per title. Shown on the viewer's dark stage. */
const meta = {
  title: 'Viewer/ViewerSettingsPanel',
  component: ViewerSettingsPanel,
  args: { settings: { direction: 'rtl', spread: 'auto', mode: 'paged' }, onChange: fn(), onClose: fn() },
  decorators: [
    (Story) => (
      <div className="viewer" style={{ position: 'relative', minHeight: 420, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { expectedText: ['表示設定', 'ページめくり', 'タテヨミ', 'めくる方向', '見開き表示', '閉じる'], expectedRole: 'radio' },
} satisfies Meta<typeof ViewerSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Manga defaults: paging, right to left, spreads on wide screens. */
export const Defaults: Story = {};

/** Left to right, one page at a time. */
export const LeftToRightSingle: Story = {
  args: { settings: { direction: 'ltr', spread: 'single', mode: 'paged' } },
};

/** タテヨミ: direction and spreads do not apply and are disabled. */
export const Vertical: Story = {
  args: { settings: { direction: 'rtl', spread: 'auto', mode: 'vertical' } },
};
