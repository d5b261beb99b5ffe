import { assessPassword, passwordErrors } from './passwordPolicy';

describe('sign-up password policy', () => {
  it('basic: four checks, label from contracts, one message', () => {
    expect(assessPassword('Abcdefg1', 'basic')).toMatchObject({
      score: 4,
      total: 4,
      label: 'Strong',
      acceptable: true,
    });
    expect(assessPassword('abc', 'basic')).toMatchObject({ acceptable: false, label: 'Weak' });
    expect(passwordErrors('', 'basic')).toEqual(['password.required']);
    expect(passwordErrors('abcdefgh', 'basic')).toEqual(['password.needsUppercase']);
  });

  it('strict (sign-up): six checks, valid at 5 of 6, every failed message, Weak/Good/Strong', () => {
    expect(assessPassword('Str0ng!Movies', 'strict')).toMatchObject({
      score: 6,
      total: 6,
      acceptable: true,
      label: 'Strong',
    });
    // The 8-character password that used to pass sign-up: 4 of 6.
    expect(assessPassword('Abcdefg1', 'strict')).toMatchObject({ acceptable: false, label: 'Weak' });
    expect(passwordErrors('Abcdefg1', 'strict')).toEqual(['password.tooShort', 'password.needsSpecial']);
    // 5 of 6, whichever one fails (here the uppercase letter): valid, as the API says.
    expect(assessPassword('str0ng!movies', 'strict')).toMatchObject({ acceptable: true, label: 'Good' });
    expect(passwordErrors('str0ng!movies', 'strict')).toEqual([]);
    // 5 of 6 with only the special character missing.
    expect(assessPassword('Str0ngMovies1', 'strict').acceptable).toBe(true);
    expect(passwordErrors('Str0ngMovies1', 'strict')).toEqual([]);
  });
});
