const dateFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' });

/** 2026年11月1日 (Japan time). */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

export const formatAverage = (point: number, count: number) => (count === 0 ? '-' : (point / count).toFixed(1));
