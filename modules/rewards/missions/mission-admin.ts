import type { MikroORM } from '@mikro-orm/postgresql';
import { prizeLimitProblems } from '../domain/prize-limits.ts';
import { prizeLabel, type PrizeSpec } from '../domain/prizes.ts';
import { RewardMission, RewardMissionBoard } from '../entities/mission-entities.ts';
import { MissionError } from './mission-errors.ts';
import { missionProblems, type MissionAction, type MissionPer } from './mission-rules.ts';

export type MissionInput = { label: string; description?: string; action: MissionAction; target: number; per: MissionPer; prize: PrizeSpec; prizeValueYen?: number };
export type MissionBoardInput = { code: string; label: string; description: string; startsAt: Date; endsAt?: Date | null; missions: MissionInput[]; purchaseYen?: number };

/**
 * Saves a board and its missions (staff, the demo, tests), refusing unknown actions (nothing random),
 * targets out of range, and a purchase mission's prize over 総付景品's limit (everyone who buys gets it).
 */
export async function createMissionBoard(orm: MikroORM, input: MissionBoardInput, at = new Date()): Promise<RewardMissionBoard> {
  const problems = missionProblems(input.missions);
  const bought = input.missions.filter((mission) => mission.action === 'purchase');
  const prizes = prizeLimitProblems({ kind: 'everyone', purchaseYen: input.purchaseYen ?? 0, prizes: bought.map((mission) => ({ name: prizeLabel(mission.prize), valueYen: mission.prizeValueYen ?? 0, count: 0 })) });
  if (problems.length > 0 || prizes.length > 0) throw new MissionError('mission-invalid', { problems, prizes });
  const em = orm.em.fork();
  const board = em.create(RewardMissionBoard, { code: input.code, label: input.label, description: input.description, startsAt: input.startsAt, endsAt: input.endsAt ?? null, createdAt: at });
  input.missions.forEach((mission, position) =>
    em.create(RewardMission, { board, position, label: mission.label, description: mission.description ?? '', action: mission.action, target: mission.target, per: mission.per, prize: mission.prize, createdAt: at }),
  );
  await em.flush();
  return board;
}
