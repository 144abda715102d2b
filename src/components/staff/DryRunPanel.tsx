'use client';

import type { FieldChange } from '#modules/staff/client.ts';
import { formatValue } from './format-value.ts';

export type DryRun = {
  changes: FieldChange[];
  /** The rewards module's legal and rule checks, in Japanese ([] when the change may be saved). */
  problems: { path: string; message: string }[];
  /** When changed odds apply (ISO), for a lottery. */
  oddsFrom?: string | null;
};

export type DryRunPanelProps = {
  dryRun: DryRun;
  labels: Record<string, string>;
  /** How a field's value reads (prizes, tiers); default formatValue. */
  format?: (field: string, value: unknown) => string;
  /** A line about when the change takes effect (odds from the next period). */
  note?: string | null;
  saving?: boolean;
  onConfirm: () => void;
  onBack: () => void;
};

/**
 * The dry run of a change to odds, prize budgets, stamp cards or codes (decision 057): what would change,
 * field by field, and the legal-limit check; nothing is stored until 「この内容で保存する」, which stays
 * disabled while the check names a problem.
 */
export function DryRunPanel({ dryRun, labels, format = (_field, value) => formatValue(value), note, saving = false, onConfirm, onBack }: DryRunPanelProps) {
  const blocked = dryRun.problems.length > 0;
  return (
    <section className="staff-dry-run" aria-labelledby="staff-dry-run-heading">
      <h3 id="staff-dry-run-heading">保存前の確認（まだ保存されていません）</h3>
      {dryRun.changes.length === 0 ? (
        <p>変更はありません。</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-conflict__table">
            <caption>変更される項目（日時は日本時間 JST）</caption>
            <thead>
              <tr>
                <th scope="col">項目</th>
                <th scope="col">変更前</th>
                <th scope="col">変更後</th>
              </tr>
            </thead>
            <tbody>
              {dryRun.changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{labels[change.field] ?? change.field}</th>
                  <td>{format(change.field, change.before)}</td>
                  <td>{format(change.field, change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {note && <p className="staff-field__hint">{note}</p>}
      {blocked ? (
        <div className="staff-form__error" role="alert">
          <p>法令・ルールの確認: 次の理由でこの内容は保存できません。</p>
          <ul>
            {dryRun.problems.map((problem, index) => (
              <li key={index}>{problem.message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="staff-dry-run__ok" role="status">
          法令・ルールの確認: 問題はありません（景品表示法の上限、カード合わせの禁止、提供割合の合計）。
        </p>
      )}
      <div className="staff-actions">
        <button type="button" className="staff-button staff-button--primary" onClick={onConfirm} disabled={blocked || saving} aria-disabled={blocked || saving}>
          {saving ? '保存中…' : 'この内容で保存する'}
        </button>
        <button type="button" className="staff-button" onClick={onBack}>
          修正に戻る
        </button>
      </div>
    </section>
  );
}
