import type { Meta, StoryObj } from '@storybook/react-vite';
import { BannerEditor } from '#src/components/staff/BannerEditor.tsx';
import { inStaffFrame } from './staff-frame.tsx';

const banner = {
  id: 12,
  version: 3,
  placement: 'top' as const,
  imageUrl: '/img/cover/YB000001?w=480',
  alt: '冬のまとめ読みキャンペーン 12月25日まで',
  linkUrl: '/book/campaign/titles/',
  startsAt: '2026-11-30T15:00:00.000Z',
  endsAt: '2026-12-25T15:00:00.000Z',
  position: 1,
  deletedAt: null,
};

/** /staff/banner/'s banner form: image upload, alt text, link, window in JST, order; the conflict of a stale save. */
const meta = {
  title: 'Staff/BannerEditor',
  component: BannerEditor,
  decorators: [inStaffFrame],
  args: { banner: null },
} satisfies Meta<typeof BannerEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  parameters: { expectedText: ['新しいバナー', '代替テキスト', '掲載期間（日本時間 JST）', '開始日時（JST）', '保存する'] },
};

export const Filled: Story = {
  args: { banner },
  parameters: { expectedText: ['バナー #12 を編集（第3版）'] },
};

export const Invalid: Story = {
  args: {
    initial: {
      values: { alt: '', link_url: 'javascript:alert(1)', starts_at: '2026-12-10T10:00', ends_at: '2026-12-01T10:00' },
      errors: {
        alt: '代替テキストを入力してください',
        link_url: 'リンク先は「/」から始まるサイト内のパスか https:// のURLで入力してください',
        ends_at: '終了日時は開始日時より後にしてください',
      },
      formError: '入力内容に誤りがあります。',
    },
  },
  parameters: { expectedText: ['代替テキストを入力してください', '終了日時は開始日時より後にしてください'], expectedRole: 'alert' },
};

export const Conflict: Story = {
  args: {
    banner,
    initial: {
      values: { alt: 'あなたが書いた代替テキスト' },
      formError: 'ほかのスタッフが先にこの内容を保存しました。',
      conflict: {
        current: { ...banner, alt: '先に保存された代替テキスト', position: 2 },
        currentVersion: 4,
        yours: { ...banner, alt: 'あなたが書いた代替テキスト' },
        yourVersion: 3,
      },
    },
  },
  parameters: { expectedText: ['ほかのスタッフが先に保存しました', '先に保存された代替テキスト', 'あなたの内容で上書きする'], expectedRole: 'alert' },
};

export const Saving: Story = {
  args: { banner, initial: { status: 'saving' } },
  parameters: { expectedText: ['保存中…'] },
};

export const Saved: Story = {
  args: { banner, initial: { status: 'saved' } },
  parameters: { expectedText: ['保存しました（第3版）。トップページにすぐ反映されます。'], expectedRole: 'status' },
};

export const Drafted: Story = {
  args: { banner, draft: { id: 7, objectType: 'banner', objectLabel: 'バナー', objectId: '12', baseVersion: 3, value: { alt: 'クリスマス特集' }, status: 'draft', publishAt: null, version: 1, authorName: 'スタッフ', updatedAt: '2026-11-27T03:00:00.000Z', publishedVersion: null, publishedAt: null, published: null, currentVersion: 3, changes: [], stale: false }, initial: { status: 'drafted' } },
  parameters: { expectedText: ['下書き #7 を編集しています', '下書きを保存しました（下書き #7）。公開はされていません。', '下書き保存'], expectedRole: 'status' },
};
