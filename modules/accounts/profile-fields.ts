/**
 * The /profile/ forms' rules and Japanese wording, shared by the API and the browser (through client.ts).
 */
export const ACCOUNT_HOLDER_NAME_MAX_LENGTH = 30;

/** Preset profile icons (public/icons/profile-N.svg); a member picks one of them on /profile/. */
export const PROFILE_ICON_COUNT = 8;
export const profileIconUrl = (icon: number) => `/icons/profile-${icon}.svg`;

/** What an account holder's name may contain: kanji, kana, latin letters, the long-vowel mark, spaces and ・. */
export const ACCOUNT_HOLDER_NAME_PATTERN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}A-Za-zＡ-Ｚａ-ｚー々・ 　]+$/u;

export const profileMessages = {
  displayNameRequired: '表示名を入力してください',
  accountHolderNameRequired: '姓または名を入力してください',
  accountHolderNameTooLong: `氏名は姓・名それぞれ${ACCOUNT_HOLDER_NAME_MAX_LENGTH}文字以内で入力してください`,
  accountHolderNameInvalid: '氏名に使用できない文字が含まれています',
  iconInvalid: 'アイコンを選択してください',
  deleteConfirmRequired: '「退会する」と入力してください',
  deletePasswordWrong: 'パスワードが正しくありません。',
  saved: 'プロフィールを更新しました。',
  accountHolderSaved: '氏名を登録しました。',
  adultEnabled: '年齢確認が完了しました。成人向け作品を表示します。',
  adultDisabled: '成人向け作品を表示しない設定にしました。',
  episodeMailOn: 'お気に入りの作品の更新をメールでお知らせします。',
  episodeMailOff: 'お気に入りの作品の更新メールを停止しました。',
  episodeMailInvalid: '設定の値が正しくありません。',
  deleted: '退会手続きが完了しました。ご利用ありがとうございました。',
} as const;

/** The text a member types to confirm leaving. */
export const DELETE_CONFIRM_TEXT = '退会する';

/** Spec §5: the affiliate link needs at least one of the account holder's first or last name. */
export const AFFILIATE_NAME_REQUIRED = 'アフィリエイト連携項目の入力から氏名（姓名）を登録してください。';

/** The shown name of a member who has left. */
export const DELETED_DISPLAY_NAME = '退会済みユーザー';
