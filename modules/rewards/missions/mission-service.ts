import type { MikroORM } from '@mikro-orm/postgresql';
import { createCache } from '#platform/cache/cache.ts';
import { jstDayEnd, jstDayKey } from '../domain/jst-day.ts';
import { prizeCredits, prizeLabel, type PrizeCredit, type PrizeSpec } from '../domain/prizes.ts';
import type { RewardMissionBoard } from '../entities/mission-entities.ts';
import { createMissionBoard, type MissionBoardInput } from './mission-admin.ts';
import type { RewardLedger } from '../lottery-service.ts';
import { missionDb } from './mission-db.ts';
import { MissionError } from './mission-errors.ts';
import { insertMissionClaim, missionProgress } from './mission-ledger-sql.ts';
import { isMissionAction, missionSlot, type MissionAction, type MissionPer } from './mission-rules.ts';
import type { MissionView } from './mission-view.ts';

export type { MissionView } from './mission-view.ts';

export type MissionServiceDeps = {
  /** One transaction holding the member's wallet lock (the wallet's withMemberLedger). */
  withMemberLedger: <T>(userId: number, work: (ledger: RewardLedger) => Promise<T>, at?: Date) => Promise<T>;
  now?: () => Date;
};

export type { MissionBoardInput, MissionInput } from './mission-admin.ts';

export type MissionBoardView = { code: string; label: string; description: string; startsAt: Date; endsAt: Date | null; running: boolean; missions: MissionView[]; dayKey: string; nextReset: Date };

export type MissionClaimed = { claimId: number; missionLabel: string; prizeLabel: string; credits: PrizeCredit[] };

type Board = { id: number; code: string; label: string; description: string; starts_at: Date; ends_at: Date | null };
type Mission = { id: number; board_id: number; position: number; label: string; description: string; action: MissionAction; target: number; per: MissionPer; prize: PrizeSpec };

const BOARD_FIELDS = ['id', 'code', 'label', 'description', 'starts_at', 'ends_at'] as const;
const MISSION_FIELDS = ['id', 'board_id', 'position', 'label', 'description', 'action', 'target', 'per', 'prize'] as const;

const isRunning = (board: Pick<Board, 'starts_at' | 'ends_at'>, at: Date) => new Date(board.starts_at) <= at && (board.ends_at === null || new Date(board.ends_at) > at);

/**
 * Missions (issue 16 item 7, decision 050): boards of fixed missions whose progress comes from other
 * modules' events, reported by the composition root (src/server/stamp-card-events.ts); a daily mission
 * counts the JST day and opens again at 00:00 JST. A claim and its wallet grant commit together under
 * the member's wallet lock, with (mission, member, slot) unique: granted exactly once.
 */
export function createMissionService(orm: MikroORM, deps: MissionServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const db = () => missionDb(orm);
  // The actions some running board counts, for a few seconds: an event no mission counts writes nothing.
  const live = createCache<{ boards: Board[]; actions: Set<string> }>({ max: 1, ttlMs: 10_000 });
  const liveBoards = (at: Date) =>
    live.get('live', async () => {
      const boards = (await db()
        .selectFrom('reward_mission_board')
        .select(BOARD_FIELDS)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .execute()) as Board[];
      const actions = boards.length === 0 ? [] : await db().selectFrom('reward_mission').select('action').distinct().where('board_id', 'in', boards.map((board) => board.id)).execute();
      return { boards, actions: new Set(actions.map((row) => row.action)) };
    });

  async function boardByCode(code: string, at: Date): Promise<Board> {
    const board = (await db().selectFrom('reward_mission_board').select(BOARD_FIELDS).where('code', '=', code).executeTakeFirst()) as Board | undefined;
    if (!board || new Date(board.starts_at) > at) throw new MissionError('mission-not-found');
    return board;
  }

  const missionsOf = async (boardId: number) => (await db().selectFrom('reward_mission').select(MISSION_FIELDS).where('board_id', '=', boardId).orderBy('position').orderBy('id').execute()) as Mission[];

  /** The member's counts per action: today's, and over the board's window (distinct references). */
  async function counts(userId: number, board: Board, dayKey: string): Promise<{ today: Map<string, number>; window: Map<string, number> }> {
    const [today, window] = await Promise.all([
      db().selectFrom('reward_mission_event').select((eb) => ['action', eb.fn.countAll<string>().as('n')]).where('user_id', '=', userId).where('day_key', '=', dayKey).groupBy('action').execute(),
      db()
        .selectFrom('reward_mission_event')
        .select((eb) => ['action', eb.fn.count<string>('reference').distinct().as('n')])
        .where('user_id', '=', userId)
        .where('created_at', '>=', new Date(board.starts_at))
        .$if(board.ends_at !== null, (q) => q.where('created_at', '<', new Date(board.ends_at!)))
        .groupBy('action')
        .execute(),
    ]);
    const toMap = (rows: { action: string; n: string | number }[]) => new Map(rows.map((row) => [row.action, Number(row.n)]));
    return { today: toMap(today), window: toMap(window) };
  }

  return {
    now,
    /** Forgets the cached running boards (a board was saved). */
    dropCached: () => live.clear(),

    /** Saves a board and its missions (mission-admin.ts), refusing what the rules or the law forbid. */
    async createBoard(input: MissionBoardInput, at = now()): Promise<RewardMissionBoard> {
      const board = await createMissionBoard(orm, input, at);
      live.clear();
      return board;
    },

    /**
     * Counts a member's action for the missions (once per action, reference and JST day); nothing is
     * written when no running board counts the action. True when a new event was written.
     */
    async record(userId: number, action: string, reference: string, at = now()): Promise<boolean> {
      if (userId <= 0 || !isMissionAction(action)) return false;
      const { boards, actions } = await liveBoards(at);
      if (!actions.has(action) || !boards.some((board) => isRunning(board, at))) return false;
      const inserted = await db()
        .insertInto('reward_mission_event')
        .values({ user_id: userId, action, reference: reference.slice(0, 80), day_key: jstDayKey(at), created_at: at })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The boards running at `at`, newest first. */
    async runningBoards(at = now()): Promise<{ code: string; label: string; description: string }[]> {
      return (await liveBoards(at)).boards.filter((board) => isRunning(board, at)).map(({ code, label, description }) => ({ code, label, description }));
    },

    /** A board as the member (or, with null, a visitor) sees it: each mission's progress and claim state. */
    async board(code: string, userId: number | null, at = now()): Promise<MissionBoardView> {
      const board = await boardByCode(code, at);
      const dayKey = jstDayKey(at);
      const running = isRunning(board, at);
      const missions = await missionsOf(board.id);
      const [tally, claims] =
        userId === null || missions.length === 0
          ? [{ today: new Map<string, number>(), window: new Map<string, number>() }, []]
          : await Promise.all([
              counts(userId, board, dayKey),
              db()
                .selectFrom('reward_mission_claim')
                .select(['mission_id', 'slot'])
                .where('user_id', '=', userId)
                .where('mission_id', 'in', missions.map((mission) => mission.id))
                .execute(),
            ]);
      return {
        code: board.code,
        label: board.label,
        description: board.description,
        startsAt: new Date(board.starts_at),
        endsAt: board.ends_at === null ? null : new Date(board.ends_at),
        running,
        dayKey,
        nextReset: jstDayEnd(dayKey),
        missions: missions.map((mission): MissionView => {
          const counted = (mission.per === 'day' ? tally.today : tally.window).get(mission.action) ?? 0;
          const progress = Math.min(mission.target, counted);
          const claimed = claims.some((claim) => claim.mission_id === mission.id && claim.slot === missionSlot(mission.per, dayKey));
          return {
            id: mission.id,
            label: mission.label,
            description: mission.description,
            action: mission.action,
            target: mission.target,
            per: mission.per,
            prizeLabel: prizeLabel(mission.prize),
            progress,
            claimed,
            claimable: running && !claimed && progress >= mission.target,
          };
        }),
      };
    },

    /**
     * Claims an achieved mission: the claim row (unique per mission, member and slot) and its grant
     * through the wallet's ledger commit together under the member's wallet lock, so however many claims
     * race, one grants and the others are refused as already claimed.
     */
    async claim(missionId: number, userId: number, at = now()): Promise<MissionClaimed> {
      const mission = (await db().selectFrom('reward_mission').select(MISSION_FIELDS).where('id', '=', missionId).executeTakeFirst()) as Mission | undefined;
      if (!mission) throw new MissionError('mission-not-found');
      const board = (await db().selectFrom('reward_mission_board').select(BOARD_FIELDS).where('id', '=', mission.board_id).executeTakeFirstOrThrow()) as Board;
      if (new Date(board.starts_at) > at) throw new MissionError('mission-not-found');
      if (!isRunning(board, at)) throw new MissionError('mission-ended');
      const dayKey = jstDayKey(at);
      const slot = missionSlot(mission.per, dayKey);
      const credits = prizeCredits(mission.prize, at);
      return deps.withMemberLedger(
        userId,
        async (ledger) => {
          const window = mission.per === 'day' ? { dayKey } : { from: new Date(board.starts_at), to: board.ends_at === null ? null : new Date(board.ends_at) };
          const [{ n }] = await ledger.execute<[{ n: number }]>(missionProgress(userId, mission.action, window));
          if (n < mission.target) throw new MissionError('mission-not-complete');
          const [claim] = await ledger.execute<{ id: number }[]>(insertMissionClaim(mission.id, userId, slot, at));
          if (!claim) {
            const tomorrow = jstDayEnd(dayKey);
            throw new MissionError('mission-already-claimed', mission.per === 'day' && (board.ends_at === null || tomorrow < new Date(board.ends_at)) ? { nextClaimAt: tomorrow } : {});
          }
          await ledger.grant({ kind: 'reward', reason: 'mission', reference: `mission_claim:${claim.id}`, idempotencyKey: `reward:mission:${claim.id}`, credits });
          return { claimId: claim.id, missionLabel: mission.label, prizeLabel: prizeLabel(mission.prize), credits };
        },
        at,
      );
    },
  };
}

export type MissionService = ReturnType<typeof createMissionService>;
