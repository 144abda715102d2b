'use client';

import { diffSnapshots } from '#modules/staff/client.ts';
import { formatValue } from './format-value.ts';

export type ConflictNoticeProps = {
  /** What another staff member saved (now version `currentVersion`). */
  current: Record<string, unknown>;
  currentVersion: number;
  /** What this form tried to save. */
  yours: Record<string, unknown>;
  yourVersion: number;
  /** Japanese names of the fields. */
  labels: Record<string, string>;
  /** Load the latest and drop this form's changes. */
  onUseLatest: () => void;
  /** Save this form's values over the latest (after reading both). */
  onOverwrite: () => void;
};

/** The 409 of a stale save: both versions side by side, field by field, and the two ways out. */
export function ConflictNotice({ current, currentVersion, yours, yourVersion, labels, onUseLatest, onOverwrite }: ConflictNoticeProps) {
  const changes = diffSnapshots(current, yours).filter((c) => c.field !== 'deletedAt');
  return (
    <section className="staff-conflict" role="alert" aria-labelledby="staff-conflict-heading">
      <h3 id="staff-conflict-heading">ほかのスタッフが先に保存しました</h3>
      <p>
        あなたが編集を始めた版（第{yourVersion}版）のあとに、第{currentVersion}版が保存されています。違う項目を確認して、どちらを残すか選んでください。
      </p>
      <table className="staff-conflict__table">
        <thead>
          <tr>
            <th scope="col">項目</th>
            <th scope="col">保存済みの内容（第{currentVersion}版）</th>
            <th scope="col">あなたの内容</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{labels[change.field] ?? change.field}</th>
              <td>{formatValue(change.before)}</td>
              <td>{formatValue(change.after)}</td>
            </tr>
          ))}
          {changes.length === 0 && (
            <tr>
              <td colSpan={3}>内容は同じです。</td>
            </tr>
          )}
        </tbody>
      </table>
      <div className="staff-actions">
        <button type="button" className="staff-button" onClick={onUseLatest}>
          保存済みの内容を読み込む
        </button>
        <button type="button" className="staff-button staff-button--danger" onClick={onOverwrite}>
          あなたの内容で上書きする
        </button>
      </div>
    </section>
  );
}
