/**
 * Campaign windows (decision 051): [start, end) in Japan time. A campaign runs from its start and is
 * over at its end: a request at end − 1 ms is in, at end it is out (the spec's "end is exclusive").
 * Browser-safe.
 */
export type CampaignPhase = 'upcoming' | 'running' | 'ended';

export type CampaignWindow = { startsAt: Date; endsAt: Date };

export function phaseAt(window: CampaignWindow, at: Date): CampaignPhase {
  const now = at.getTime();
  if (now < window.startsAt.getTime()) return 'upcoming';
  return now < window.endsAt.getTime() ? 'running' : 'ended';
}

export const isRunning = (window: CampaignWindow, at: Date): boolean => phaseAt(window, at) === 'running';

const JST_OFFSET_MS = 9 * 3_600_000;
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

/** An instant from a JST wall-clock time as staff type it: '2021-12-09 00:00' or '2024-08-30T16:59:59'. */
export function jstInstant(text: string): Date {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a JST date-time: ${text}`);
  const at = new Date(`${match[1]}T${match[2] ?? '00:00'}+09:00`);
  if (Number.isNaN(at.getTime())) throw new RangeError(`not a JST date-time: ${text}`);
  return at;
}

/** '2021年12月9日(木) 0:00' in JST. */
export function jstText(at: Date): string {
  const jst = new Date(at.getTime() + JST_OFFSET_MS);
  const minutes = String(jst.getUTCMinutes()).padStart(2, '0');
  return `${jst.getUTCFullYear()}年${jst.getUTCMonth() + 1}月${jst.getUTCDate()}日(${WEEKDAYS[jst.getUTCDay()]}) ${jst.getUTCHours()}:${minutes}`;
}

/**
 * The window as people read it: from the start to the last minute still inside (end − 1 ms, so an
 * end at 00:00 reads 23:59 of the day before and one at 16:59:59 reads 16:59).
 */
export const windowText = (window: CampaignWindow): string => `${jstText(window.startsAt)} 〜 ${jstText(new Date(window.endsAt.getTime() - 1))}`;

export const ENDED_TEXT = 'このキャンペーンは終了しました';
export const UPCOMING_TEXT = 'このキャンペーンは開催前です';
