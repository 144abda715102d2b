/**
 * Wording of the mail flows (email verification, password reset and change, email change), shared by
 * the API and the forms. Dependency-free: browser components import it.
 */
export const accountMailMessages = {
  verificationSent: '確認メールを送信しました。メールに記載されたリンクから登録を完了してください。',
  emailVerified: 'メールアドレスを確認し、会員登録が完了しました。',
  forgotAccepted:
    'ご入力のメールアドレスが登録されている場合は、パスワード再設定のご案内をお送りしました。メールが届かない場合は、迷惑メールフォルダもご確認ください。',
  passwordReset: 'パスワードを再設定しました。すべての端末でログアウトし、この端末で新しくログインしました。',
  passwordChanged: 'パスワードを変更しました。ほかの端末ではログアウトされました。',
  emailChangeAccepted: '新しいメールアドレスに確認メールを送信しました。メールに記載されたリンクから変更を完了してください。',
  emailChanged: 'メールアドレスを変更しました。',
  tokenInvalid: 'このリンクは無効です。メールに記載されたURLをもう一度ご確認ください。',
  tokenUsed: 'このリンクはすでに使用されています。',
  tokenExpired: 'このリンクは有効期限が切れています。',
  tokenRequired: 'リンクが正しくありません。メールに記載されたURLを開き直してください。',
  currentPasswordRequired: '現在のパスワードを入力してください',
  currentPasswordWrong: '現在のパスワードが正しくありません',
  newPasswordRequired: '新しいパスワードを入力してください',
  passwordWrong: 'パスワードが正しくありません',
  emailUnchanged: '現在のメールアドレスと同じです',
  noPassword: 'パスワードが設定されていないアカウントです。',
} as const;

/** The token states a page or form shows (email-tokens.ts). */
export type MailTokenState = 'valid' | 'invalid' | 'used' | 'expired';

export const tokenStateMessage = (state: Exclude<MailTokenState, 'valid'>): string =>
  state === 'used' ? accountMailMessages.tokenUsed : state === 'expired' ? accountMailMessages.tokenExpired : accountMailMessages.tokenInvalid;
