const dateFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' });

/** 2026年11月1日 (Japan time). */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export const formatAverage = (point: number, count: number) => (count === 0 ? '-' : (point / count).toFixed(1));

const dayFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', month: 'numeric', day: 'numeric' });

/**
 * 「12月26日まで」: the last day inside a window that ends at `endIso` (Japan time). The end is exclusive,
 * so an end at 00:00 reads as the day before (decision 051).
 */
export const formatUntil = (endIso: string) => {
  const parts = dayFormat.formatToParts(new Date(Date.parse(endIso) - 1));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}月${part('day')}日まで`;
};
