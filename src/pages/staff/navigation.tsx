import { DEFAULT_NAVIGATION } from '#modules/staff/client.ts';
import { AuditLogPanel } from '../../components/staff/AuditLogPanel';
import { NavigationEditor } from '../../components/staff/NavigationEditor';
import { StaffNav } from '../../components/staff/StaffNav';
import '../../components/staff/staff.css';
import { currentMember } from '../../server/current-member';
import { getServices } from '../../server/services';
import { pageTitle } from '../../site';

/** /staff/navigation/: the header's top navigation entries (decision 058). */
export default async function StaffNavigationPage() {
  const member = await currentMember();
  if (!member?.isStaff) return null;
  const { staffConsole, navigation } = await getServices();
  const [stored, version] = await Promise.all([navigation.readNow(), staffConsole.edits.versionOf('navigation', 'top')]);
  return (
    <div className="staff-page">
      <title>{pageTitle('ナビゲーション管理')}</title>
      <meta name="robots" content="noindex" />
      <h1>ナビゲーション管理</h1>
      <StaffNav current="/staff/navigation/" />
      <NavigationEditor entries={stored.length ? stored : DEFAULT_NAVIGATION} version={version} usingDefaults={stored.length === 0} />
      <AuditLogPanel type="navigation" id="top" />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
