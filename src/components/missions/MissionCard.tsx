import { MISSION_UNITS, type MissionView } from '#modules/rewards/client.ts';
import { MissionClaimButton, type MissionClaimProps } from './MissionClaimButton';

/** One mission of /special/mission/{code}/: its prize, progress and (for a member) the claim button. */
export function MissionCard({ mission, isLogin, send }: { mission: MissionView; isLogin: boolean; send?: MissionClaimProps['send'] }) {
  const unit = MISSION_UNITS[mission.action];
  const remainingText = `あと${mission.target - mission.progress}${unit}`;
  return (
    <li className={`mission${mission.claimed ? ' mission--done' : ''}`}>
      <div className="mission__head">
        <h3 className="mission__label">{mission.label}</h3>
        <p className="mission__prize">{mission.prizeLabel}</p>
      </div>
      {mission.description && <p className="mission__description">{mission.description}</p>}
      <div className="mission__progress">
        <progress max={mission.target} value={mission.progress} aria-label={`${mission.label}の進み具合`} />
        <span className="mission__count">
          {mission.progress} / {mission.target}
          {unit}
        </span>
      </div>
      {isLogin && <MissionClaimButton missionId={mission.id} claimable={mission.claimable} claimed={mission.claimed} label={mission.label} remainingText={remainingText} send={send} />}
    </li>
  );
}
