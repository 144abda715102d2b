import type { PageProps } from 'waku/router';
import { HistoryPageBody } from '../../../components/myitem/HistoryPageBody';

/** /myitem/detail/coin/: the member's coin history (購入, 消費, 付与, 失効…), 20 a page. */
export default async function CoinHistoryPage(props: PageProps<'/myitem/detail/coin'>) {
  return <HistoryPageBody kind="coin" query={(props as { query?: string }).query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
