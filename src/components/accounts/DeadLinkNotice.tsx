/** What a page shows for a mailed link that no longer works (unknown, used or expired), and the way on. */
import { tokenStateMessage, type MailTokenState } from '#modules/accounts/client.ts';

export type DeadLinkNoticeProps = {
  state: Exclude<MailTokenState, 'valid'>;
  /** What to do next, e.g. 「もう一度お手続きください」. */
  advice: string;
  next: { href: string; label: string };
};

export function DeadLinkNotice({ state, advice, next }: DeadLinkNoticeProps) {
  return (
    <div className="account-form__done">
      <p className="form-summary" role="alert">
        {tokenStateMessage(state)}
      </p>
      <p className="account-form__text">{advice}</p>
      <a className="button button--primary" href={next.href}>
        {next.label}
      </a>
    </div>
  );
}
