import type { Meta, StoryObj } from '@storybook/react-vite';
import { CampaignConsole, type ConsoleCampaign } from '#src/components/staff/CampaignConsole.tsx';
import { inStaffFrame } from './staff-frame.tsx';

const row = (over: Partial<ConsoleCampaign>): ConsoleCampaign => ({
  id: 1,
  version: 1,
  family: 'campaign',
  slug: 'spring-sale-2033',
  kind: 'sale',
  name: '春のまとめ読みセール',
  lead: '',
  terms: '',
  cardText: '50%OFF',
  color: '#d94a2b',
  startsAt: '2033-02-28T15:00:00.000Z',
  endsAt: '2033-03-19T15:00:00.000Z',
  publishedAt: null,
  hashtag: null,
  titleCodes: ['YB000001', 'YB000002', 'YB000003', 'YB000004'],
  prizeCount: null,
  prizesText: null,
  entryForm: null,
  deletedAt: null,
  phase: 'running',
  href: '/book/campaign/spring-sale-2033/',
  seedCommitment: null,
  drawnAt: null,
  ...over,
});

/** /staff/campaign/'s list: running, upcoming, ended and trashed campaigns with windows in JST. */
const meta = {
  title: 'Staff/CampaignConsole',
  component: CampaignConsole,
  decorators: [inStaffFrame],
  args: { campaigns: [], titleNames: {}, now: '2033-03-10T03:00:00.000Z' },
} satisfies Meta<typeof CampaignConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['開催中（0件）', '開催中のキャンペーンはありません。', 'ゴミ箱は空です。', 'キャンペーンを追加する'] },
};

export const Filled: Story = {
  args: {
    titleNames: { YB000001: '雪の駅の探偵', YB000002: '海辺の図書館' },
    campaigns: [
      row({}),
      row({ id: 2, slug: 'summer-free', kind: 'free', name: '夏の期間限定無料', cardText: null, color: null, startsAt: '2033-06-30T15:00:00.000Z', endsAt: '2033-07-31T15:00:00.000Z', titleCodes: [], href: '/book/campaign/summer-free/' }),
      row({ id: 3, family: 'named', slug: 'christmas', kind: 'gacha', name: 'クリスマスガチャ', startsAt: '2032-12-08T15:00:00.000Z', endsAt: '2032-12-26T15:00:00.000Z', href: '/special/christmas/' }),
      row({ id: 4, slug: 'old-sale', name: '消したセール', deletedAt: '2033-03-01T00:00:00.000Z' }),
    ],
  },
  parameters: { expectedText: ['開催中（1件）', '開催予定（1件）', '終了（1件）', 'ゴミ箱（1件）', '2033/03/01 00:00 (JST)', '雪の駅の探偵、海辺の図書館、YB000003 ほか'] },
};
