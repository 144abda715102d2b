import { unstable_notFound as notFound } from 'waku/router/server';
import type { HistoryKind } from '#modules/wallet/client.ts';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { HistoryList } from './HistoryList';
import { MyItemLayout, MyItemPager } from './MyItemLayout';

const PATHS = { coin: '/myitem/detail/coin/', point: '/myitem/detail/point/' } as const;

/** /myitem/detail/{coin|point}/?page=N: a page of the member's own history. */
export async function HistoryPageBody({ kind, query }: { kind: HistoryKind; query: string | undefined }) {
  const member = await currentMember();
  if (!member) return null;
  const raw = new URLSearchParams(query ?? '').get('page');
  if (raw !== null && !/^[1-9][0-9]{0,3}$/.test(raw)) notFound();
  const history = await (await getServices()).walletHistory.page(member.userId, kind, Number(raw ?? 1));
  if (history.page > history.maxPage) notFound();
  return (
    <MyItemLayout title={kind === 'coin' ? 'コイン履歴' : 'ポイント履歴'} current={PATHS[kind]}>
      <HistoryList history={history} />
      <MyItemPager path={PATHS[kind]} page={history.page} maxPage={history.maxPage} />
    </MyItemLayout>
  );
}
