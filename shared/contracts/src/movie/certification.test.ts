import {
  CERTIFICATIONS,
  certificationsWithin,
  DEFAULT_CERTIFICATION,
  isCertification,
  isWithinCeiling,
} from './certification';

describe('maturity certification', () => {
  it('orders the Indian classes from U to A', () => {
    expect(CERTIFICATIONS).toEqual(['U', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A']);
  });

  it('lets a title through at or below the ceiling only', () => {
    expect(isWithinCeiling('U', 'U/A 7+')).toBe(true);
    expect(isWithinCeiling('U/A 7+', 'U/A 7+')).toBe(true);
    expect(isWithinCeiling('U/A 13+', 'U/A 7+')).toBe(false);
    expect(isWithinCeiling('A', 'U/A 16+')).toBe(false);
    for (const cert of CERTIFICATIONS) expect(isWithinCeiling(cert, 'A')).toBe(true);
    for (const cert of CERTIFICATIONS.slice(1)) expect(isWithinCeiling(cert, 'U')).toBe(false);
  });

  it('lists the classes a ceiling allows', () => {
    expect(certificationsWithin('U')).toEqual(['U']);
    expect(certificationsWithin('U/A 13+')).toEqual(['U', 'U/A 7+', 'U/A 13+']);
    expect(certificationsWithin('A')).toEqual([...CERTIFICATIONS]);
  });

  it('recognises only the five classes; an unrated title is U/A 13+', () => {
    expect(DEFAULT_CERTIFICATION).toBe('U/A 13+');
    expect(isCertification('U/A 7+')).toBe(true);
    expect(isCertification('UA')).toBe(false);
    expect(isCertification(7)).toBe(false);
  });
});
