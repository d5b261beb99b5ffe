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
    expect(passwordErrors('', 'basic')).toEqual(['Password is required']);
    expect(passwordErrors('abcdefgh', 'basic')).toEqual([
      'Password must contain at least one uppercase letter',
    ]);
  });

  it('strict: six checks, every failed message, and the basic checks on top', () => {
    expect(assessPassword('Str0ng!Movies', 'strict')).toMatchObject({ score: 6, total: 6, acceptable: true });
    expect(passwordErrors('Abcdefg1', 'strict')).toEqual([
      'Password must be at least 12 characters long',
      'Password must contain at least one special character',
    ]);
    // 5 of 6 strict checks pass, but the API's 8-character policy needs an uppercase letter.
    expect(assessPassword('str0ng!movies', 'strict').acceptable).toBe(false);
    expect(passwordErrors('str0ng!movies', 'strict')).toEqual([
      'Password must contain at least one uppercase letter',
    ]);
    // 5 of 6 with only the special character missing: acceptable under both.
    expect(assessPassword('Str0ngMovies1', 'strict').acceptable).toBe(true);
    expect(passwordErrors('Str0ngMovies1', 'strict')).toEqual([]);
  });
});
