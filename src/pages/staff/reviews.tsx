import { ReviewReportsConsole } from '../../components/staff/ReviewReportsConsole';
import { StaffNav } from '../../components/staff/StaffNav';
import '../../components/staff/staff.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

/** /staff/reviews/: reported reviews, open first (?status=closed: the closed ones). */
export default async function StaffReviewsPage(props: { query?: string }) {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const status = new URLSearchParams(props.query ?? '').get('status') === 'closed' ? 'closed' : 'open';
  const { staffConsole } = await getServices();
  const reports = await staffConsole.reviews.reports(status);
  const [reviewVersions, reportVersions] = await Promise.all([
    staffConsole.edits.versionsOf('review', [...new Set(reports.map((r) => String(r.reviewId)))]),
    staffConsole.edits.versionsOf('review-report', reports.map((r) => String(r.reportId))),
  ]);
  const rows = reports.map((r) => ({ ...r, reviewVersion: reviewVersions.get(String(r.reviewId)) ?? 0, reportVersion: reportVersions.get(String(r.reportId)) ?? 0 }));
  return (
    <div className="staff-page">
      <title>{pageTitle('レビューの通報')}</title>
      <meta name="robots" content="noindex" />
      <h1>レビューの通報</h1>
      <StaffNav current="/staff/reviews/" />
      <p>
        {status === 'open' ? (
          <>
            未対応の通報（<a href="/staff/reviews/?status=closed">対応済みを見る</a>）
          </>
        ) : (
          <>
            対応済みの通報（<a href="/staff/reviews/">未対応を見る</a>）
          </>
        )}
      </p>
      <ReviewReportsConsole reports={rows} status={status} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
