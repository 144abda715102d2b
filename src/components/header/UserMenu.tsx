import { MemberAccountSummary } from '../member/MemberAccount';
import { MyPagePanel } from './MyPagePanel';
import { UnreadInfoBadge } from './UnreadInfoBadge';

/**
 * The member's menu in the header (spec §4 "The user menu toggles"): a <details> disclosure holding
 * the my page panel, so it opens without JavaScript; logout needs it (a POST, then the page reloads).
 * `displayName` null: an audience's shared render (decision 045), whose name and icon come from the
 * member state.
 */
export function UserMenu({ displayName, imageUrl, isStaff }: { displayName: string | null; imageUrl: string | null; isStaff: boolean }) {
  return (
    <details className="user-menu">
      <MemberAccountSummary displayName={displayName} imageUrl={imageUrl}>
        <UnreadInfoBadge variant="dot" />
      </MemberAccountSummary>
      <MyPagePanel displayName={displayName} imageUrl={imageUrl} isStaff={isStaff} />
    </details>
  );
}
