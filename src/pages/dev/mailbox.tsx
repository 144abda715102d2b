import { unstable_notFound as notFound } from 'waku/router/server';
import { AccountPage } from '../../components/accounts/AccountPage';
import { DevMailbox } from '../../components/accounts/DevMailbox';
import { config } from '#platform/config.ts';

/** The development mailbox: the 404 screen when NODE_ENV=production. */
export default async function DevMailboxPage() {
  if (config.isProduction) notFound();
  return (
    <AccountPage title="開発用メールボックス" description="開発環境で送信されたメールの一覧です。" width="wide" noindex>
      <DevMailbox />
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
