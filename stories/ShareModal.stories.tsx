import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShareModalView } from '#src/components/modals/ShareModal.tsx';

/** The share modal (spec §3 "Share info"): X, LINE, Facebook, copy link, and Web Share when available. */
const meta = {
  title: 'Modals/ShareModal',
  component: ShareModalView,
  args: {
    open: true,
    titleName: '星降る町の図書館',
    hashTags: ['読み場', '星降る町の図書館'],
    text: '「星降る町の図書館」を読んでいます',
    fullPath: '/title/10001/',
    origin: 'https://yomiba.example',
    canWebShare: false,
    onCopy: fn(),
    onWebShare: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ShareModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without the Web Share API (most desktop browsers): services and copy link only. */
export const WithoutWebShare: Story = {
  parameters: { expectedText: ['シェアする', '星降る町の図書館', 'X', 'LINE', 'Facebook', 'リンクをコピー'] },
};

/** With the Web Share API (phones): an extra button opens the device's share sheet. */
export const WithWebShare: Story = {
  args: { canWebShare: true },
  parameters: { expectedText: ['シェアする', 'その他の方法で共有'] },
};

/** A long title name and no hashtags. */
export const LongTitle: Story = {
  args: {
    titleName: '異世界でパン屋をはじめたら、なぜか魔王軍の胃袋を掴んでしまった件について 〜焼きたてで世界を救います〜',
    hashTags: [],
  },
  parameters: { expectedText: ['異世界でパン屋をはじめたら'] },
};
