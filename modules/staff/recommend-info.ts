import { z } from 'zod';

/** Spec §3 "Recommend info (banner)": the daily recommend modal's content (camelCase fields, as the spec names them). */
export const recommendInfoSchema = z.object({
  imageUrl: z.string(),
  title: z.string(),
  description: z.string(),
  moreText: z.string(),
  moreUrl: z.string(),
  isTargetBlank: z.boolean(),
});
export type RecommendInfo = z.infer<typeof recommendInfoSchema>;
