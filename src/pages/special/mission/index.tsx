import { missionPath } from '#platform/routes/site-paths.ts';
import '../../../components/missions/missions.css';
import { getServices } from '../../../server/services';
import { pageTitle } from '../../../site';

/** /special/mission/: the boards of missions running now, each linking to its page. */
export default async function MissionsPage() {
  const { missions } = await getServices();
  const boards = await missions.runningBoards();
  return (
    <div className="mission-page">
      <title>{pageTitle('ミッション')}</title>
      <h1>ミッション</h1>
      {boards.length === 0 ? (
        <p className="mission-page__lead">ただいま開催中のミッションはありません。</p>
      ) : (
        <ul className="mission-boards">
          {boards.map((board) => (
            <li key={board.code}>
              <a className="mission-boards__link" href={missionPath(board.code)}>
                <span className="mission-boards__label">{board.label}</span>
                <span className="mission-boards__description">{board.description}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
