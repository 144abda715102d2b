/** Japanese wording of the configuration rules, for the staff console and the API's field errors. */
import type { OddsProblem } from './domain/odds.ts';
import type { PrizeLimitProblem } from './domain/prize-limits.ts';
import type { StampCardProblem } from './domain/stamp-card-rules.ts';

const yen = (value: number) => `${value.toLocaleString('ja-JP')}円`;

export function prizeLimitMessage(problem: PrizeLimitProblem): string {
  switch (problem.code) {
    case 'prize-over-lottery-limit':
      return `「${problem.prize}」の価額が一般懸賞の上限（${yen(problem.limitYen)}）を超えています。`;
    case 'prizes-over-sales-share':
      return `景品の総額（${yen(problem.totalYen)}）が予定売上額の2%（${yen(problem.limitYen)}）を超えています。`;
    case 'prize-over-everyone-limit':
      return `「${problem.prize}」の価額が総付景品の上限（${yen(problem.limitYen)}）を超えています。`;
    case 'prize-value-invalid':
      return `「${problem.prize}」の価額または本数が正しくありません。`;
  }
}

export function stampCardMessage(problem: StampCardProblem): string {
  switch (problem.code) {
    case 'card-matching':
      return `「${problem.slot}」: ランダムに出るスタンプを揃える形式（カード合わせ）は景品表示法で禁止されているため設定できません。`;
    case 'slot-quantity-invalid':
      return `「${problem.slot}」: スタンプの数は1〜100で指定してください。`;
    case 'slot-action-repeated':
      return `「${problem.slot}」: 同じアクションのスタンプ枠は1つまでです。`;
    case 'no-slots':
      return 'スタンプを1つ以上設定してください。';
  }
}

export function oddsMessage(problem: OddsProblem): string {
  switch (problem) {
    case 'no-tiers':
      return '賞品を1つ以上設定してください。';
    case 'weight-not-positive-integer':
      return '提供割合は0より大きい値で指定してください。';
    case 'weights-not-total':
      return '提供割合の合計が100%になるよう設定してください。';
    case 'duplicate-tier':
      return '同じ賞品枠が重複しています。';
  }
}
