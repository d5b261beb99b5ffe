import { isFinished, MIN_RESUME_SECONDS, progressFraction, resumePosition } from './resume-rules';

describe('watch progress rules', () => {
  it('gives the share watched, bounded to 0..1, and 0 for an unknown duration', () => {
    expect(progressFraction(5, 10)).toBe(0.5);
    expect(progressFraction(12, 10)).toBe(1);
    expect(progressFraction(5, 0)).toBe(0);
  });

  it('counts a title as finished from 95 %', () => {
    expect(isFinished(9.4, 10)).toBe(false);
    expect(isFinished(9.5, 10)).toBe(true);
  });

  it('resumes at the saved position, else from the start', () => {
    expect(resumePosition(5.2, 10)).toBe(5.2);
    expect(resumePosition(MIN_RESUME_SECONDS - 0.1, 10)).toBe(0);
    expect(resumePosition(9.8, 10)).toBe(0);
  });
});
