/**
 * The feature-button display flags (spec §9: local storage holds them). A feature button is the
 * floating 特集 button of a running special feature (src/components/campaigns/FeatureButton.tsx); its
 * flag says whether it is shown. The visitor's ×  sets it to false for that feature only: the next
 * feature's button shows again. The spec names no key; ours is `yomiba:feature-buttons`, a JSON object
 * of flags by feature id (`{"12": false}`), the most recent FEATURE_BUTTON_FLAG_LIMIT kept.
 * Corrupt or foreign content counts as no flags (every button shown).
 */
import { getJson, setJson } from './local-storage.ts';

export const FEATURE_BUTTONS_KEY = 'yomiba:feature-buttons';
/** Flags of this many features are kept (the oldest dropped): features end, the flags need not stay. */
export const FEATURE_BUTTON_FLAG_LIMIT = 50;

export type FeatureButtonFlags = Record<string, boolean>;

/** The stored flags; {} when absent or corrupt (non-boolean values are left out). */
export function featureButtonFlags(storage?: Storage | null): FeatureButtonFlags {
  const value = getJson<unknown>(FEATURE_BUTTONS_KEY, {}, storage);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
}

/** Whether the feature's button is shown: unless its flag was set to false. */
export function isFeatureButtonShown(featureId: string, storage?: Storage | null): boolean {
  return featureButtonFlags(storage)[featureId] !== false;
}

/** Sets the feature's display flag; returns whether local storage kept it. */
export function setFeatureButtonShown(featureId: string, shown: boolean, storage?: Storage | null): boolean {
  const flags = featureButtonFlags(storage);
  delete flags[featureId];
  flags[featureId] = shown;
  const kept = Object.entries(flags).slice(-FEATURE_BUTTON_FLAG_LIMIT);
  return setJson(FEATURE_BUTTONS_KEY, Object.fromEntries(kept), storage);
}
