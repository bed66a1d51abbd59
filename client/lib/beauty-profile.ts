/**
 * The beauty profile: closed lists of answers, one home for the form and the API.
 * Completing it will earn points (the points source `completed_beauty_profile`), so what
 * "complete" means is decided once, here. Imports nothing.
 */

export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export const SKIN_TONES = ['fair', 'light', 'medium', 'tan', 'deep'] as const;
export const SKIN_CONCERNS = [
  'acne',
  'ageing',
  'darkSpots',
  'dryness',
  'dullness',
  'pores',
  'redness',
  'oiliness',
] as const;
export const HAIR_TYPES = ['straight', 'wavy', 'curly', 'coily'] as const;
export const HAIR_CONCERNS = [
  'dryness',
  'frizz',
  'hairLoss',
  'dandruff',
  'colourCare',
  'oilyScalp',
] as const;

export interface BeautyProfile {
  skinType?: (typeof SKIN_TYPES)[number] | undefined;
  skinTone?: (typeof SKIN_TONES)[number] | undefined;
  skinConcerns?: (typeof SKIN_CONCERNS)[number][] | undefined;
  hairType?: (typeof HAIR_TYPES)[number] | undefined;
  hairConcerns?: (typeof HAIR_CONCERNS)[number][] | undefined;
}

/** Complete when every question has an answer (a list with at least one). */
export function beautyProfileComplete(profile: BeautyProfile): boolean {
  return Boolean(
    profile.skinType &&
    profile.skinTone &&
    profile.skinConcerns?.length &&
    profile.hairType &&
    profile.hairConcerns?.length,
  );
}
