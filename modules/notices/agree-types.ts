/**
 * The kinds of terms a member agrees to (spec §3 "Term"): 'terms' is the terms of use (/terms/),
 * 'privacy' the privacy policy (/privacy/). They back the User flags isAgreedTerms / isAgreedPrivacy.
 */
export const AGREE_TYPES = ['terms', 'privacy'] as const;
export type AgreeType = (typeof AGREE_TYPES)[number];

/** Names of the agree types, in the order pending terms are put to a member (terms of use first). */
export const AGREE_TYPE_LABELS: Record<AgreeType, string> = { terms: '利用規約', privacy: 'プライバシーポリシー' };

/** Spec §3 "Term": a section of the terms (textAlign 'start' by default). */
export type TermSection = { title: string; content: string; link: string; textAlign: string };

/** Spec §3 "Term" as the API sends it, plus the version the agreement must name. */
export type TermView = {
  agreeType: AgreeType;
  version: number;
  title: string;
  description: string;
  sections: TermSection[];
  publishedAt: string;
};

/** `POST /api/v2/agree_policy/`: records the member's agreement to one version of a term. */
export const AGREE_POLICY_PATH = '/api/v2/agree_policy/';
