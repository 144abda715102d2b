/**
 * The account mails, in Japanese: a plain-text body (what most clients show and what tests read) and
 * a minimal HTML twin with the same link.
 */
import { escapeMarkup } from '#platform/text/escape-markup.ts';
import type { OutgoingMail } from './mailer.ts';

const SIGNATURE = ['──────────────', '読み場（よみば）', 'このメールは送信専用です。ご返信いただいてもお答えできません。'];

function compose(to: string, subject: string, lines: string[], link: { url: string; label: string }, after: string[]): OutgoingMail {
  const text = [...lines, '', link.url, '', ...after, '', ...SIGNATURE].join('\n');
  const paragraphs = (items: string[]) => items.map((line) => `<p>${escapeMarkup(line)}</p>`).join('\n');
  const html = [
    '<!doctype html><html lang="ja"><head><meta charset="utf-8"></head><body>',
    paragraphs(lines),
    `<p><a href="${escapeMarkup(link.url)}">${escapeMarkup(link.label)}</a></p>`,
    `<p>ボタンが使えない場合は、次のURLをブラウザに貼り付けてください。<br>${escapeMarkup(link.url)}</p>`,
    paragraphs(after),
    `<hr><p>${SIGNATURE.slice(1).map(escapeMarkup).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

export const mailSubjects = {
  verifyEmail: '【読み場】メールアドレスの確認',
  resetPassword: '【読み場】パスワード再設定のご案内',
  changeEmail: '【読み場】メールアドレス変更の確認',
  emailChanged: '【読み場】メールアドレスが変更されました',
  signUpAttempt: '【読み場】会員登録のお申し込みについて',
  signUpPending: '【読み場】会員登録の完了のご案内',
  episodeDigest: '【読み場】お気に入りの作品が更新されました',
} as const;

export function verifyEmailMail(to: string, url: string, validHours: number): OutgoingMail {
  return compose(
    to,
    mailSubjects.verifyEmail,
    ['読み場にご登録いただきありがとうございます。', '次のリンクを開き、「メールアドレスを確認する」ボタンを押すと登録が完了し、ログインした状態になります。'],
    { url, label: 'メールアドレスを確認する' },
    [`このリンクの有効期限は${validHours}時間です。`, 'お心当たりのない場合は、このメールを破棄してください。'],
  );
}

export function resetPasswordMail(to: string, url: string, validMinutes: number): OutgoingMail {
  return compose(
    to,
    mailSubjects.resetPassword,
    ['パスワード再設定のお申し込みを受け付けました。', '次のリンクから新しいパスワードを設定してください。'],
    { url, label: 'パスワードを再設定する' },
    [
      `このリンクの有効期限は${validMinutes}分で、一度だけ使えます。`,
      'パスワードを再設定すると、すべての端末でログアウトされます。',
      'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
    ],
  );
}

export function changeEmailMail(to: string, url: string, validHours: number): OutgoingMail {
  return compose(
    to,
    mailSubjects.changeEmail,
    ['読み場のメールアドレスを、このアドレスに変更するお申し込みを受け付けました。', '次のリンクを開き、「メールアドレスを変更する」ボタンを押すと変更が完了します。'],
    { url, label: 'メールアドレスを変更する' },
    [`このリンクの有効期限は${validHours}時間です。`, 'お心当たりのない場合は、このメールを破棄してください。メールアドレスは変更されません。'],
  );
}

/** To the old address once the change is confirmed: the member learns of a change they did not make. */
export function emailChangedNoticeMail(to: string, newEmail: string, contactUrl: string): OutgoingMail {
  return compose(
    to,
    mailSubjects.emailChanged,
    ['読み場のログインに使うメールアドレスが変更されました。', `新しいメールアドレス：${newEmail}`, 'お心当たりのない場合は、お手数ですが次のページからお問い合わせください。'],
    { url: contactUrl, label: 'お問い合わせ' },
    ['このメールは変更前のメールアドレスにお送りしています。'],
  );
}

/**
 * To a registered address that someone tried to sign up with: sign-up answers as for a new address
 * (it never tells whether an address is registered), so the owner learns it here, with the ways back in.
 */
export function signUpAttemptMail(to: string, signInUrl: string, resetUrl: string): OutgoingMail {
  return compose(
    to,
    mailSubjects.signUpAttempt,
    [
      'このメールアドレスで読み場への会員登録のお申し込みがありましたが、このアドレスはすでに登録されています。',
      '新しいアカウントは作成していません。これまでのアカウントに次のページからログインしてください。',
    ],
    { url: signInUrl, label: 'ログインする' },
    ['パスワードをお忘れの場合は、次のページから再設定できます。', resetUrl, 'お心当たりのない場合は、このメールを破棄してください。アカウントは変更されていません。'],
  );
}

/**
 * To an address whose sign-up is still pending, signed up with again: the answer is the same as for a new
 * address. The link is a password-setting one (reset_password), so whoever owns the mailbox chooses the
 * password the account gets, whoever made the first request.
 */
export function signUpPendingMail(to: string, url: string, validMinutes: number): OutgoingMail {
  return compose(
    to,
    mailSubjects.signUpPending,
    [
      'このメールアドレスで読み場への会員登録のお申し込みがありました。',
      'このアドレスの会員登録は、まだ完了していません。次のリンクからパスワードを設定すると登録が完了し、ログインした状態になります。',
    ],
    { url, label: 'パスワードを設定して登録を完了する' },
    [`このリンクの有効期限は${validMinutes}分で、一度だけ使えます。`, 'お心当たりのない場合は、このメールを破棄してください。登録は完了しません。'],
  );
}

/** One title's news in the new-episode digest: the message's title and lines, and the title page's address. */
export type DigestItem = { title: string; lines: string; url: string };

/**
 * The daily digest of new episodes of a member's favourites (decision 055), for members who asked for
 * it on /profile/; `dayText` is the JST day it covers ('11月26日').
 */
export function episodeDigestMail(to: string, dayText: string, items: readonly DigestItem[], settingsUrl: string): OutgoingMail {
  const lines = items.flatMap((item) => [`■ ${item.title}`, ...item.lines.split('\n').filter((line) => line.trim() !== ''), item.url, '']);
  const text = [`${dayText}に、お気に入りの作品に新しいエピソードが公開されました。`, '', ...lines, 'このメールの配信は、プロフィールの「お知らせメール」で停止できます。', settingsUrl, '', ...SIGNATURE].join('\n');
  const html = [
    '<!doctype html><html lang="ja"><head><meta charset="utf-8"></head><body>',
    `<p>${escapeMarkup(dayText)}に、お気に入りの作品に新しいエピソードが公開されました。</p>`,
    ...items.map(
      (item) =>
        `<h2 style="font-size:16px">${escapeMarkup(item.title)}</h2><p>${item.lines
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map(escapeMarkup)
          .join('<br>')}</p><p><a href="${escapeMarkup(item.url)}">作品ページへ</a></p>`,
    ),
    `<p>このメールの配信は、<a href="${escapeMarkup(settingsUrl)}">プロフィールの「お知らせメール」</a>で停止できます。</p>`,
    `<hr><p>${SIGNATURE.slice(1).map(escapeMarkup).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: `${mailSubjects.episodeDigest}（${dayText}）`, text, html };
}
