/** What the notices module answers, in Japanese (server messages and field problems). */
export const noticeMessages = {
  agreeTypeInvalid: '規約の種類が正しくありません',
  versionInvalid: '規約の版が正しくありません',
  pageInvalid: 'ページ番号が正しくありません',
  idInvalid: 'IDが正しくありません',
  termNotFound: 'お探しの規約は見つかりませんでした。',
  termOutdated: '規約が改定されています。ページを再読み込みして最新の内容をご確認のうえ、あらためて同意してください。',
  agreed: '同意しました。ご協力ありがとうございます。',
  noticeNotFound: 'お探しのお知らせは見つかりませんでした。',
  messageNotFound: 'お探しのメッセージは見つかりませんでした。',
} as const;
