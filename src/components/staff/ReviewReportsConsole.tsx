'use client';

import { useState } from 'react';
import { STAFF_PATHS, type ReportedReviewRow } from '#modules/staff/client.ts';
import { titleReviewsPath } from '#platform/routes/site-paths.ts';
import { formatJst } from '#platform/text/jst-datetime.ts';
import { REPORT_REASONS } from '../reviews/ReportReviewForm.tsx';
import { staffSend } from './staff-api.ts';

const reasonLabel = (reason: string) => REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;

export type ReviewReportsConsoleProps = { reports: ReportedReviewRow[]; status: 'open' | 'closed' };

/** Reported reviews: hide or restore the review (out of its title's lists and totals), close the report. */
export function ReviewReportsConsole({ reports: initial, status }: ReviewReportsConsoleProps) {
  const [reports, setReports] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);

  async function hide(report: ReportedReviewRow, hidden: boolean) {
    const result = await staffSend<{ version: number }>(`${STAFF_PATHS.reviews}${report.reviewId}/`, { hidden, version: report.reviewVersion });
    if (!result.ok) return setMessage(result.conflict ? `${result.message}（ページを再読み込みしてください）` : result.message);
    const at = hidden ? new Date().toISOString() : null;
    setReports((list) => list.map((r) => (r.reviewId === report.reviewId ? { ...r, hiddenAt: at, reviewVersion: result.answer.version } : r)));
    setMessage(hidden ? 'レビューを非表示にしました。作品ページからすぐ消えます。' : 'レビューを表示に戻しました。');
  }
  async function close(report: ReportedReviewRow, closed: boolean) {
    const result = await staffSend<{ version: number }>(`${STAFF_PATHS.reviewReports}${report.reportId}/`, { closed, version: report.reportVersion });
    if (!result.ok) return setMessage(result.message);
    setReports((list) => list.map((r) => (r.reportId === report.reportId ? { ...r, closedAt: closed ? new Date().toISOString() : null, reportVersion: result.answer.version } : r)));
    setMessage(closed ? '通報を対応済みにしました。' : '通報を未対応に戻しました。');
  }

  return (
    <div>
      <p className="staff-form__status" role="status">
        {message ?? ''}
      </p>
      {reports.length === 0 ? (
        <p className="staff-empty">{status === 'open' ? '未対応の通報はありません。' : '対応済みの通報はありません。'}</p>
      ) : (
        <ol className="staff-audit__list">
          {reports.map((report) => (
            <li key={report.reportId} className="staff-audit__entry">
              <p className="staff-audit__head">
                <time dateTime={report.reportedAt}>{formatJst(report.reportedAt)}</time>　
                <a href={titleReviewsPath(report.titleCode)}>{report.titleName}</a>　理由: {reasonLabel(report.reason)}（通報{report.reports}件）
                {report.hiddenAt && <span className="staff-badge staff-badge--trash">非表示中</span>}
                {report.closedAt && <span className="staff-badge staff-badge--ended">対応済み</span>}
              </p>
              <blockquote className="staff-review-body">
                ★{report.rating} {report.body}
              </blockquote>
              {report.comment && <p>通報者のコメント: {report.comment}</p>}
              <div className="staff-actions">
                {report.hiddenAt ? (
                  <button type="button" className="staff-button" onClick={() => void hide(report, false)}>
                    レビューを表示に戻す
                  </button>
                ) : (
                  <button type="button" className="staff-button staff-button--danger" onClick={() => void hide(report, true)}>
                    レビューを非表示にする
                  </button>
                )}
                <button type="button" className="staff-button" onClick={() => void close(report, !report.closedAt)}>
                  {report.closedAt ? '未対応に戻す' : '対応済みにする'}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
