/** Browser-safe: provider ids, their Japanese labels and the messages of the social sign-in flow. */
export const SOCIAL_PROVIDER_IDS = ['x', 'yahoojp', 'line'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = {
  x: 'X',
  yahoojp: 'Yahoo! JAPAN ID',
  line: 'LINE',
};

export const isSocialProviderId = (value: unknown): value is SocialProviderId =>
  typeof value === 'string' && (SOCIAL_PROVIDER_IDS as readonly string[]).includes(value);

/** How the member signed up (spec §3 userProvider / userProviderName). */
export const USER_PROVIDER_NAMES: Record<'email' | SocialProviderId, string> = { email: 'メールアドレス', ...SOCIAL_PROVIDER_NAMES };

/**
 * Why a social sign-in came back to /signin/ (`?social_error=<code>`): only a code travels in the URL,
 * so nobody can put their own text on the page.
 */
export const SOCIAL_ERROR_MESSAGES = {
  state: 'ログインの有効期限が切れたか、別の画面から始められました。もう一度ログインをお試しください。',
  denied: '外部サービスでの認証がキャンセルされました。',
  provider: '外部サービスとの通信に失敗しました。時間をおいて再度お試しください。',
  linked_elsewhere: 'このアカウントはすでに別の読み場アカウントに連携されています。',
  already_linked: 'このサービスのアカウントはすでに連携済みです。連携を解除してから、もう一度お試しください。',
  email_in_use:
    'このメールアドレスはすでに読み場に登録されています。メールアドレスでログインしてから、プロフィールの「外部アカウント連携」で連携してください。',
  not_registered: 'このアカウントは読み場に登録されていません。',
  login_required: 'アカウントを連携するにはログインが必要です。',
  signed_in_elsewhere: 'ログイン中のアカウントとは別のアカウントで認証されました。ログイン中のアカウントに連携済みのアカウントで認証してください。',
  deleted: 'このアカウントは退会済みのため、ログインできません。',
  server: 'ログインを完了できませんでした。時間をおいて再度お試しください。',
} as const;

export type SocialErrorCode = keyof typeof SOCIAL_ERROR_MESSAGES;

/** The message of a `social_error` query value, or null for anything else. */
export function socialErrorMessage(code: string | null | undefined): string | null {
  return code && Object.hasOwn(SOCIAL_ERROR_MESSAGES, code) ? SOCIAL_ERROR_MESSAGES[code as SocialErrorCode] : null;
}

export const socialMessages = {
  unlinked: (name: string) => `${name}との連携を解除しました。`,
  lastSignInMethod:
    'ほかにログインする方法がないため、連携を解除できません。先にメールアドレスとパスワードを設定するか、別のサービスを連携してください。',
  notLinked: 'このサービスのアカウントは連携されていません。',
  reauthRequired: (name: string) => `セキュリティのため、もう一度${name}で認証してから設定してください（認証から10分以内）。`,
  credentialsSet: 'メールアドレスとパスワードを設定しました。次回からメールアドレスでもログインできます。',
} as const;
