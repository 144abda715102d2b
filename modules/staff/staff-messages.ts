/** The console's Japanese wording, shared by the routers and the pages (browser-safe). */
export const STAFF_MESSAGES = {
  notStaff: 'この操作はスタッフのみ行えます。',
  conflict: 'ほかのスタッフが先にこの内容を保存しました。最新の内容を確認してから、もう一度保存してください。',
  objectBusy: 'ほかのスタッフがこの内容を保存しているところです。少し待ってから、最新の内容を確認してもう一度保存してください。',
  notFound: '対象が見つかりませんでした。削除されたか、URLが正しくありません。',
  cannotRevert: 'この変更は元に戻せません。',
  imageInvalid: '画像を確認してください。',
  imageCorrupt: '画像のデータが壊れているため読み込めません（途中で切れている可能性があります）。元の画像を保存し直してからアップロードしてください。',
  draftChanged: 'この下書きはほかのスタッフが先に変更しました。読み込み直してから、もう一度お試しください。',
  draftClosed: 'この下書きはすでに公開されたか、破棄されています。',
  draftExists: 'この対象にはすでに下書きがあります。その下書きを編集してください。',
  publishTimePast: '公開日時は現在より後の日時（日本時間 JST）にしてください',
  draftConflicted: '下書きのもとにした版のあと、公開中の内容が変更されていました。下書きは公開せずに残しています（競合）。',
} as const;
