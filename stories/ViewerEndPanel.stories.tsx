import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ViewerEndPanel, type EndLink, type EndTitle } from '#src/components/viewer/ViewerEndPanel.tsx';

/** A cover placeholder (no network in stories). */
const cover = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="180"><rect width="120" height="180" fill="hsl(${hue} 45% 45%)"/></svg>`)}`;

const recommendations: EndTitle[] = ['夜明けの剣士', '海辺のパン屋', '銀河鉄道の探偵', '放課後の魔法陣', '雪国の料理番', '風の便りと猫'].map((titleName, i) => ({
  titleCode: `REC${i}`,
  titleName,
  href: `#title-${i}`,
  coverSrc: cover(i * 55),
}));

const volumes: EndLink[] = [
  { href: '#v1', label: '第1巻', detail: 'はじまりの夜', badge: { kind: 'free', text: '無料' } },
  { href: '#v3', label: '第3巻', detail: '星の記録', badge: { kind: 'wait', text: '待てば¥0' } },
  { href: '#v4', label: '第4巻', detail: '最後の司書', badge: { kind: 'coin', text: '50コイン' }, onSelect: fn() },
];

/** What follows the last page of a story: next story or volume, other volumes, recommendations, review and share. */
const meta = {
  title: 'Viewer/ViewerEndPanel',
  component: ViewerEndPanel,
  args: {
    open: true,
    nextStory: { href: '#next', label: '次の話へ', detail: '第2話 図書館の鍵', badge: { kind: 'free', text: '無料' } },
    volumes,
    recommendations,
    reviewHref: '#review',
    onShare: fn(),
    titleHref: '#title',
    lastPageHref: '#last',
    onBackToLastPage: fn(),
  },
  decorators: [
    (Story) => (
      <div className="viewer" style={{ position: 'relative', minHeight: 720 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { expectedText: ['最後まで読みました', '作品ページへ戻る', '最後のページに戻る'], expectedRole: 'region' },
} satisfies Meta<typeof ViewerEndPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The next story is free: a plain link, the main action; volumes, recommendations, review and share below. */
export const FreeNextStory: Story = {
  parameters: { expectedText: ['次の話へ', '無料', 'この作品の他の巻', 'この作品を読んだ人におすすめ', '夜明けの剣士', 'レビューを書く', 'シェアする'] },
};

/** The next story costs coins: tapping it runs the reading flow (the coin modal when the member lacks coins). */
export const CoinNextStory: Story = {
  args: { nextStory: { href: '#title', label: '次の話へ', detail: '第2話 図書館の鍵', badge: { kind: 'coin', text: '50コイン' }, onSelect: fn() } },
  parameters: { expectedText: ['次の話へ', '50コイン'] },
};

/** The next story is 待てば¥0: the reading flow shows the ticket confirm. */
export const WaitNextStory: Story = {
  args: { nextStory: { href: '#title', label: '次の話へ', detail: '第2話 図書館の鍵', badge: { kind: 'wait', text: '待てば¥0' }, onSelect: fn() } },
  parameters: { expectedText: ['次の話へ', '待てば¥0'] },
};

/** The paid viewer's offer: the next volume instead of a next story. */
export const NextVolume: Story = {
  args: { nextStory: null, nextVolume: { href: '#v2', label: '次の巻へ', detail: '第2巻 星の記録', badge: { kind: 'coin', text: '420コイン' }, onSelect: fn() } },
  parameters: { expectedText: ['次の巻へ', '420コイン'] },
};

/** The last story of the title: back to the title is the main action; recommendations remain. */
export const LastStory: Story = {
  args: { nextStory: null, volumes: [] },
  parameters: { expectedText: ['この作品を読んだ人におすすめ'] },
};

/** Only the essentials (e.g. a caller with nothing else to offer): a plain next-story link. */
export const Minimal: Story = {
  args: { nextStory: undefined, nextStoryHref: '#next', volumes: [], recommendations: [], reviewHref: null, onShare: undefined },
  parameters: { expectedText: ['次の話へ'] },
};
