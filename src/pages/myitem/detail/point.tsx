import type { PageProps } from 'waku/router';
import { HistoryPageBody } from '../../../components/myitem/HistoryPageBody';

/** /myitem/detail/point/: the member's point history (付与, 消費, ポイント交換…), 20 a page. */
export default async function PointHistoryPage(props: PageProps<'/myitem/detail/point'>) {
  return <HistoryPageBody kind="point" query={(props as { query?: string }).query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
