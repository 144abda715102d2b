import { transferBatchPath, type ExportBatchView } from '#modules/affiliate/client.ts';
import { yen } from './TransferLayout';

const jst = (iso: string) => new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** The 全銀 files made so far, newest first, each downloadable again exactly as it was made. */
export function TransferBatchList({ batches }: { batches: ExportBatchView[] }) {
  if (batches.length === 0) return <p className="transfer-empty">作成済みの全銀ファイルはありません。</p>;
  return (
    <table className="transfer-batches">
      <caption>作成済みの全銀ファイル</caption>
      <thead>
        <tr>
          <th scope="col">番号</th>
          <th scope="col">作成日時</th>
          <th scope="col">振込指定日</th>
          <th scope="col">件数</th>
          <th scope="col">合計金額</th>
          <th scope="col">作成者</th>
          <th scope="col">ファイル</th>
        </tr>
      </thead>
      <tbody>
        {batches.map((batch) => (
          <tr key={batch.id} data-testid="transfer-batch">
            <td>{batch.id}</td>
            <td>{jst(batch.createdAt)}</td>
            <td>{batch.transferDate.replaceAll('-', '/')}</td>
            <td>{batch.transferCount}件</td>
            <td>{yen(batch.totalAmount)}</td>
            <td>スタッフ ID {batch.createdBy}</td>
            <td>
              <a href={transferBatchPath(batch.id)} download aria-label={`全銀ファイル ${batch.id} を再ダウンロード`}>
                再ダウンロード
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
