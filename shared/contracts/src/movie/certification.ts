/**
 * Maturity certifications of a title (India's CBFC classes), lowest to highest. The order is the
 * rule: a viewer profile with a ceiling sees titles at or below it.
 */
export const CERTIFICATIONS = ['U', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

/** Titles stored before certifications existed, and new titles unless staff choose one. */
export const DEFAULT_CERTIFICATION: Certification = 'U/A 13+';

/** The most permissive class: a ceiling of 'A' lets everything through. */
export const TOP_CERTIFICATION: Certification = 'A';

export function isCertification(value: unknown): value is Certification {
  return (CERTIFICATIONS as readonly unknown[]).includes(value);
}

/** True when a title of class `cert` may be shown to a profile whose ceiling is `ceiling`. */
export function isWithinCeiling(cert: Certification, ceiling: Certification): boolean {
  return CERTIFICATIONS.indexOf(cert) <= CERTIFICATIONS.indexOf(ceiling);
}

/** Every class allowed under `ceiling`, lowest first (what a data-layer filter matches). */
export function certificationsWithin(ceiling: Certification): Certification[] {
  return CERTIFICATIONS.filter((cert) => isWithinCeiling(cert, ceiling));
}
