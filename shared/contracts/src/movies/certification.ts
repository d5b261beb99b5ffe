/** Maturity certifications of a title (India's CBFC classes), lowest to highest. */
export const CERTIFICATIONS = ['U', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

/** Titles stored before certifications existed, and new titles unless staff choose one. */
export const DEFAULT_CERTIFICATION: Certification = 'U/A 13+';

export function isCertification(value: unknown): value is Certification {
  return (CERTIFICATIONS as readonly unknown[]).includes(value);
}
