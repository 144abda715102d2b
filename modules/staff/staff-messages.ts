/** The console's Japanese wording, shared by the routers and the pages (browser-safe). */
export const STAFF_MESSAGES = {
  notStaff: 'この操作はスタッフのみ行えます。',
  conflict: 'ほかのスタッフが先にこの内容を保存しました。最新の内容を確認してから、もう一度保存してください。',
  notFound: '対象が見つかりませんでした。削除されたか、URLが正しくありません。',
  cannotRevert: 'この変更は元に戻せません。',
  imageInvalid: '画像を確認してください。',
} as const;
