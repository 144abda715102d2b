import { RevisionNote, StaticPage } from '../components/static/StaticPage';
import { FUND_SETTLEMENT_ROWS, legalRows, type LegalLine, type LegalRow } from '../content/legal';
import { getServices } from '../server/services';
import { LEGAL_REVISED } from '../content/static-pages';

function Line({ line }: { line: LegalLine }) {
  if (typeof line === 'string') return <p className={line.startsWith('※') ? 'legal-table__note' : undefined}>{line}</p>;
  return (
    <p>
      {line.before}
      <a href={line.link.href}>{line.link.text}</a>
      {line.after}
    </p>
  );
}

const lineKey = (line: LegalLine) => (typeof line === 'string' ? line : `${line.before ?? ''}${line.link.text}${line.after ?? ''}`);

function LegalTable({ rows, caption }: { rows: LegalRow[]; caption: string }) {
  return (
    <table className="legal-table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>
              {row.lines.slice(0, 1).map((line) => (
                <Line key={lineKey(line)} line={line} />
              ))}
              {row.list && (
                <ul className="legal-table__list">
                  {row.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {row.lines.slice(1).map((line) => (
                <Line key={lineKey(line)} line={line} />
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default async function LegalPage() {
  const packs = await (await getServices()).coinPacks.onSale();
  return (
    <StaticPage
      title="特定商取引法に基づく表記"
      path="/legal/"
      description="読み場の特定商取引法に基づく表記です。販売事業者、所在地、連絡先、コインの販売価格（1コイン＝1円）、支払方法、引渡時期、返品・キャンセルについて記載しています。"
      lead={<p>読み場でのコインおよびデジタルコンテンツの販売に関する表示です。</p>}
    >
      <LegalTable rows={legalRows(packs)} caption="特定商取引法に基づく表記" />
      <h2 className="static-subheading">資金決済法に基づく表示（前払式支払手段）</h2>
      <LegalTable rows={FUND_SETTLEMENT_ROWS} caption="資金決済法に基づく表示" />
      <RevisionNote established="2024年4月1日 制定" revised={LEGAL_REVISED} />
    </StaticPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
