/** A review as the API shows it (browser-safe: client.ts exports it). */
export type ReviewView = {
  id: number;
  reviewerName: string;
  rating: number;
  body: string;
  hasSpoiler: boolean;
  createdAt: string;
  updatedAt: string;
  isMine: boolean;
};
