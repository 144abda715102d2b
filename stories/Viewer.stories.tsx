import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePage, samplePages } from '#src/components/viewer/test-pages.ts';
import { Viewer } from '#src/components/viewer/Viewer.tsx';
import { presetStore, viewerArgs } from './viewer-fixtures.tsx';

/** The manga viewer shared by the free and paid viewers (issue 7). Pages are inline SVGs. */
const meta = {
  title: 'Viewer/Viewer',
  component: Viewer,
  args: viewerArgs,
  parameters: { expectedText: ['星降る街の図書館', '第1話 はじまりの夜'] },
} satisfies Meta<typeof Viewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page, bars shown (as the viewer opens). */
export const FirstPage: Story = {
  parameters: { expectedText: ['1 / 12'], expectedRole: 'slider' },
};

/** A page in the middle: both tap zones are links. */
export const MiddlePage: Story = {
  args: { initialPage: 6 },
  // On a phone held upright: one page at a time (a landscape screen would show the spread 6-7).
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectedText: ['6 / 12'] },
};

/** The last page: the next zone opens the end panel. */
export const LastPage: Story = {
  args: { initialPage: 12 },
  parameters: { expectedText: ['12 / 12'] },
};

/** Spreads (見開き) forced on: pages 2 and 3 side by side, page 2 on the right. */
export const Spread: Story = {
  args: { initialPage: 2, spreadMedia: '(min-width: 0px)' },
  parameters: { expectedText: ['2-3 / 12'] },
};

/** A wide (two-page) picture in a spread stands alone. */
export const WidePageInSpread: Story = {
  args: {
    initialPage: 4,
    spreadMedia: '(min-width: 0px)',
    pages: samplePages(8, [4]),
    pageHrefs: Array.from({ length: 8 }, (_, i) => `#page-${i + 1}`),
  },
  parameters: { expectedText: ['4 / 8'] },
};

/** A reader who chose left-to-right, one page at a time (the slider runs left to right). */
export const LeftToRight: Story = {
  args: { initialPage: 3, settingsStore: presetStore({ direction: 'ltr', spread: 'single' }) },
  parameters: { expectedText: ['3 / 12'] },
};

/** A vertical work in タテヨミ: one scrolling column ending on the end panel. */
export const Vertical: Story = {
  args: { isVertical: true },
  parameters: { expectedText: ['1 / 12', '最後まで読みました'] },
};

/** Staff-written alt text is what screen readers read. */
export const WithAltText: Story = {
  args: {
    pages: [samplePage(1, { alt: '雨の夜、少女が図書館の扉を押し開ける' }), ...samplePages(3).slice(1)],
    pageHrefs: ['#page-1', '#page-2', '#page-3'],
  },
  parameters: { expectedText: ['1 / 3'], expectedRole: 'img' },
};

/** A one-page story: no slider, the next zone leads straight to the end panel. */
export const SinglePageStory: Story = {
  args: { pages: samplePages(1), pageHrefs: ['#page-1'] },
  parameters: { expectedText: ['1 / 1'] },
};
