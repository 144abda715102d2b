import type { MissionAction, MissionProblem } from './mission-rules.ts';

/** The Japanese wording of missions (browser-safe). */
export const missionMessages = {
  boardNotFound: 'このミッションは見つかりませんでした。',
  missionNotFound: 'このミッションは見つかりませんでした。',
  ended: 'このミッションの開催期間は終了しました。',
  notComplete: 'ミッションはまだ達成していません。',
  alreadyClaimed: 'このミッションの特典はすでに受け取っています。',
  alreadyClaimedToday: (next: string) => `今日の分はすでに受け取っています。${next}から再挑戦できます。`,
  claimed: (label: string, prize: string) => `「${label}」を達成しました！${prize}を受け取りました。`,
  invalid: '設定内容に誤りがあります。',
  idInvalid: 'ミッションの指定が正しくありません。',
  resetsDaily: '毎日0:00（日本時間）にリセット',
  once: '期間中1回',
} as const;

/** How a mission's action reads next to its progress: 'あと2話'. */
export const MISSION_UNITS: Record<MissionAction, string> = {
  'daily-sign-in': '日',
  'episode-read': '話',
  favorite: '作品',
  review: '件',
  purchase: '回',
};

export function missionProblemMessage(problem: MissionProblem): string {
  switch (problem.kind) {
    case 'label-missing':
      return 'ミッション名を入力してください。';
    case 'action-unknown':
      return `「${problem.label}」: 対象の行動が正しくありません（ランダムな条件は設定できません）。`;
    case 'target-out-of-range':
      return `「${problem.label}」: 達成に必要な回数は1〜100で指定してください。`;
  }
}
