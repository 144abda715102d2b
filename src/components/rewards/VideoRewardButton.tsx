'use client';

/**
 * "Watch a video for one more draw" on /special/lottery/ (issue 16 item 4). The sandbox provider's fake
 * video plays here (outside production): it can be watched to the end, closed early, or made to fail.
 * Only the server, on the provider's signed callback, grants the extra draw; the flags tell the outcome.
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { videoRewardApi } from '../../lib/video-reward-api.ts';
import { lotteryState } from '../../state/lottery-store.ts';
import { fetchVideoRemained, watchVideo, type VideoOutcome, type VideoRewardApi } from '../../state/video-reward-store.ts';

export const videoFlagText = (video: { granted: boolean; closed: boolean; error: boolean; cancelled: boolean }): string =>
  video.granted ? 'もう1回引けるようになりました！' : video.closed ? '動画を最後まで見ると1回引けます' : video.error ? '動画を再生できませんでした。時間をおいてお試しください。' : video.cancelled ? '動画の視聴をやめました' : '';

export function VideoRewardButton({ api = videoRewardApi }: { api?: VideoRewardApi }) {
  const lottery = useSnapshot(lotteryState);
  const [playing, setPlaying] = useState<string | null>(null);
  const finish = useRef<((outcome: VideoOutcome | null) => void) | null>(null);
  useEffect(() => {
    void fetchVideoRemained(api);
  }, [api]);
  const end = (outcome: VideoOutcome | null) => {
    finish.current?.(outcome);
    finish.current = null;
    setPlaying(null);
  };
  const start = () =>
    void watchVideo(api, (transactionId) => {
      setPlaying(transactionId);
      return new Promise((resolve) => (finish.current = resolve));
    });
  const text = videoFlagText(lottery.video);
  return (
    <div className="lottery-video">
      {playing ? (
        <section className="lottery-video__player" aria-label="動画（サンドボックス）">
          <p className="lottery-video__screen">動画広告（サンドボックス）</p>
          <div className="lottery-video__controls">
            <button type="button" className="lottery-video__button" onClick={() => end('complete')}>
              最後まで見る
            </button>
            <button type="button" className="lottery-video__button" onClick={() => end('close')}>
              途中で閉じる
            </button>
            <button type="button" className="lottery-video__button" onClick={() => end('error')}>
              再生エラーにする
            </button>
            <button type="button" className="lottery-video__button" onClick={() => end(null)}>
              やめる
            </button>
          </div>
        </section>
      ) : (
        <button type="button" className="lottery-video__button lottery-video__button--start" disabled={lottery.remainedVideoReward <= 0 || lottery.video.ready && !text} onClick={start}>
          動画を見てもう1回引く（本日あと{Math.max(0, lottery.remainedVideoReward)}回）
        </button>
      )}
      <p className="lottery-video__status" role="status">
        {text}
      </p>
    </div>
  );
}
