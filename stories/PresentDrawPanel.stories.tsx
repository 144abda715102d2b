import type { Meta, StoryObj } from '@storybook/react-vite';
import { PresentDrawPanel } from '#src/components/staff/PresentDrawPanel.tsx';
import { inStaffFrame } from './staff-frame.tsx';

const entrants = [
  { userId: 101, course: 'A', enteredAt: '2033-03-02T01:00:00.000Z', won: false },
  { userId: 102, course: 'A', enteredAt: '2033-03-03T02:30:00.000Z', won: false },
  { userId: 103, course: 'B', enteredAt: '2033-03-04T10:15:00.000Z', won: false },
];
const base = {
  total: 3,
  courses: [
    { code: 'A', label: 'Aコース', count: 2 },
    { code: 'B', label: 'Bコース', count: 1 },
  ],
  entrants,
  prizeCount: 1,
  seedCommitment: null,
  seed: null,
  drawnAt: null,
  phase: 'running' as const,
};
const HASH = '9f2c4d0b7a1e3f5c6d8e9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d';

/** A present campaign's entries and its winner draw: the hash before the close, one draw after it, the seed revealed. */
const meta = {
  title: 'Staff/PresentDrawPanel',
  component: PresentDrawPanel,
  decorators: [inStaffFrame],
  args: { campaignId: 22, entries: base },
} satisfies Meta<typeof PresentDrawPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { entries: { ...base, total: 0, courses: [], entrants: [] } },
  parameters: { expectedText: ['応募と抽選', 'まだ公開していません。', '抽選のハッシュ値を公開する'] },
};

export const Running: Story = {
  parameters: { expectedText: ['コース別の応募数', 'Aコース（A）', '抽選は応募期間の終了後に1回だけ行えます。'] },
};

export const HashPublished: Story = {
  args: { entries: { ...base, seedCommitment: HASH }, initialMessage: '抽選のハッシュ値をキャンペーンページに公開しました。' },
  parameters: { expectedText: [HASH, '抽選のハッシュ値をキャンペーンページに公開しました。', 'ハッシュ値はキャンペーンページに公開済みです。抽選は応募期間の終了後に1回だけ行えます。'], expectedRole: 'status' },
};

export const ReadyToDraw: Story = {
  args: { entries: { ...base, seedCommitment: HASH, phase: 'ended' } },
  parameters: { expectedText: ['応募期間は終了しました。抽選は1回だけです。', '当選者を抽選する'] },
};

export const NoHashBeforeClose: Story = {
  args: { entries: { ...base, phase: 'ended' } },
  parameters: { expectedText: ['終了前にハッシュ値が公開されていないため、このキャンペーンは抽選できません。'] },
};

export const Drawn: Story = {
  args: {
    entries: { ...base, seedCommitment: HASH, seed: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00', drawnAt: '2033-03-20T01:00:00.000Z', phase: 'ended', entrants: entrants.map((e) => ({ ...e, won: e.userId === 102 })) },
    initialMessage: '抽選しました。当選者1名に当選のお知らせ（/message/）を送りました。',
  },
  parameters: { expectedText: ['当選者（会員番号）: #102', '2033/03/20 10:00 (JST)'] },
};

export const AlreadyDrawnRefusal: Story = {
  args: { entries: { ...base, seedCommitment: HASH, phase: 'ended' }, initialMessage: 'このキャンペーンの抽選はすでに行われています。抽選は1回だけです。' },
  parameters: { expectedText: ['このキャンペーンの抽選はすでに行われています。抽選は1回だけです。'] },
};
