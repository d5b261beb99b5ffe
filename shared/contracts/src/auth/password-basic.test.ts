import { checkBasicPassword, strengthLabel } from './password-basic';

describe('checkBasicPassword (admin-era screen)', () => {
  it('is valid and Strong when all four checks pass', () => {
    expect(checkBasicPassword('Abcdefg1')).toEqual({
      valid: true,
      score: 4,
      checks: { length8: true, uppercase: true, lowercase: true, number: true },
      label: 'Strong',
      errors: [],
    });
  });

  it('needs 8 characters: 7 fails, 8 passes', () => {
    expect(checkBasicPassword('Abcdef1').checks.length8).toBe(false);
    expect(checkBasicPassword('Abcdef12').checks.length8).toBe(true);
  });

  it('is invalid and Good with 3 checks', () => {
    const result = checkBasicPassword('abcdefg1');
    expect(result).toMatchObject({ valid: false, score: 3, label: 'Good' });
    expect(result.errors).toEqual(['password.needsUppercase']);
  });

  it('is Weak under 3', () => {
    expect(checkBasicPassword('abcdefgh')).toMatchObject({ valid: false, score: 2, label: 'Weak' });
    expect(checkBasicPassword('')).toMatchObject({ valid: false, score: 0, label: 'Weak' });
  });

  it('lists its messages, the 8-character one included', () => {
    expect(checkBasicPassword('ABC').errors).toEqual([
      'password.tooShortBasic',
      'password.needsLowercase',
      'password.needsNumber',
    ]);
  });
});

describe('strengthLabel', () => {
  it.each([
    [0, 'Weak'],
    [2, 'Weak'],
    [3, 'Good'],
    [4, 'Strong'],
    [6, 'Strong'],
  ])('score %p → %p', (score, label) => {
    expect(strengthLabel(score)).toBe(label);
  });
});
