import { describe, expect, it } from 'vitest';
import { episodeMessageBody, episodeMessages, episodeMessageTitle, type NewEpisode } from './episode-notices.ts';

const at = (iso: string) => new Date(iso);
const episode = (storyNumber: number, storyName: string, publishedAt: string, titleCode = 'T1'): NewEpisode => ({
  titleCode,
  titleName: '辺境のギア',
  volumeSerialNumber: 2,
  storyNumber,
  storyName,
  publishedAt: at(publishedAt),
});

describe('new-episode messages', () => {
  it('name the episodes, not saying a number twice, at most five then ほか', () => {
    expect(episodeMessageBody([episode(75, '第75話 記憶の約束', '2026-11-20T00:00:00Z'), episode(76, '再会', '2026-11-20T00:00:00Z')])).toBe(
      'お気に入りの作品が更新されました。\n\n第75話 記憶の約束\n第76話「再会」',
    );
    const seven = Array.from({ length: 7 }, (_, i) => episode(i + 1, `話${i + 1}`, '2026-11-20T00:00:00Z'));
    expect(episodeMessageBody(seven).split('\n').slice(2)).toEqual(['第1話「話1」', '第2話「話2」', '第3話「話3」', '第4話「話4」', '第5話「話5」', 'ほか2話']);
  });

  it('fit a long title name into the 100 characters of a message title', () => {
    const title = episodeMessageTitle('長'.repeat(200));
    expect([...title].length).toBe(100);
    expect(title).toMatch(/^『長+…』に新しいエピソードが公開されました$/);
  });

  it('go to members who favourited the title before the episode, one per member and title, keyed by its newest episode', () => {
    const news = [episode(3, '三', '2026-11-20T01:00:00Z'), episode(4, '四', '2026-11-20T02:00:00Z'), episode(9, '九', '2026-11-20T02:00:00Z', 'T2')];
    const messages = episodeMessages(news, [
      { userId: 1, titleCode: 'T1', since: at('2026-11-01T00:00:00Z') },
      { userId: 2, titleCode: 'T1', since: at('2026-11-20T01:30:00Z') },
      { userId: 3, titleCode: 'T1', since: at('2026-11-20T03:00:00Z') },
      { userId: 1, titleCode: 'T2', since: at('2026-11-01T00:00:00Z') },
    ]);
    expect(messages.map((m) => [m.userId, m.dedupeKey, m.linkUrl])).toEqual([
      [1, 'episode:T1:2-4', '/book/title/T1/'],
      [2, 'episode:T1:2-4', '/book/title/T1/'],
      [1, 'episode:T2:2-9', '/book/title/T2/'],
    ]);
    expect(messages[0]!.body).toContain('第3話「三」\n第4話「四」');
    expect(messages[1]!.body).not.toContain('第3話');
  });
});
