import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';
import { checkStrictPassword } from './password-strict';

const TOO_SHORT = 'password.tooShort';
const UPPER = 'password.needsUppercase';
const LOWER = 'password.needsLowercase';
const NUMBER = 'password.needsNumber';
const SPECIAL = 'password.needsSpecial';
const COMMON = 'password.tooCommon';

describe('checkStrictPassword', () => {
  it('passes all 6 checks for a strong password', () => {
    expect(checkStrictPassword('Tr0ub4dor&Zebra')).toEqual({
      valid: true,
      score: 6,
      errors: [],
      checks: {
        length: true,
        uppercase: true,
        lowercase: true,
        number: true,
        special: true,
        notCommon: true,
      },
    });
  });

  it('needs 12 characters: 11 fails the length check, 12 passes it', () => {
    expect(checkStrictPassword('Abcdefgh1!x').checks.length).toBe(false);
    expect(checkStrictPassword('Abcdefgh1!xy').checks.length).toBe(true);
  });

  it.each([
    ['abcdefgh1!xy', UPPER, 'uppercase'],
    ['ABCDEFGH1!XY', LOWER, 'lowercase'],
    ['Abcdefghi!xy', NUMBER, 'number'],
    ['Abcdefgh12xy', SPECIAL, 'special'],
    ['Abcdefg1!xy', TOO_SHORT, 'length'],
  ])('%p misses one check: still valid (5 of 6) and lists %p', (password, message, check) => {
    const result = checkStrictPassword(password);
    expect(result.valid).toBe(true);
    expect(result.score).toBe(5);
    expect(result.errors).toEqual([message]);
    expect(result.checks[check as keyof typeof result.checks]).toBe(false);
  });

  it('a common word alone costs one check (5 of 6, valid, message listed)', () => {
    const result = checkStrictPassword('MyPassword12!');
    expect(result.checks.notCommon).toBe(false);
    expect(result.valid).toBe(true);
    expect(result.errors).toEqual([COMMON]);
  });

  it('two failed checks make it invalid and list both messages in check order', () => {
    const result = checkStrictPassword('abcdefgh12xy');
    expect(result).toMatchObject({ valid: false, score: 4, errors: [UPPER, SPECIAL] });
  });

  it('a short common password fails several checks', () => {
    const result = checkStrictPassword('password');
    expect(result.valid).toBe(false);
    expect(result.score).toBe(1);
    expect(result.errors).toEqual([TOO_SHORT, UPPER, NUMBER, SPECIAL, COMMON]);
  });

  it('an empty password passes nothing', () => {
    expect(checkStrictPassword('')).toMatchObject({ valid: false, score: 0 });
    expect(checkStrictPassword('').errors).toHaveLength(6);
  });

  it('counts any non-alphanumeric, non-space character as special', () => {
    expect(checkStrictPassword('Abcdefgh12x_').checks.special).toBe(true);
    expect(checkStrictPassword('Abcdefgh12x ').checks.special).toBe(false);
  });
});

describe('common passwords', () => {
  it('has about 22 lower-case words including the spec examples', () => {
    expect(COMMON_PASSWORDS).toHaveLength(22);
    for (const word of ['password', '123456', 'qwerty', 'admin', 'letmein']) {
      expect(COMMON_PASSWORDS).toContain(word);
    }
    for (const word of COMMON_PASSWORDS) expect(word).toBe(word.toLowerCase());
  });

  it('refuses a password that contains a common word, in any case', () => {
    expect(isCommonPassword('SuperAdmin2024!')).toBe(true);
    expect(isCommonPassword('xxQWERTYxx')).toBe(true);
  });

  it('refuses a password contained in a common word', () => {
    expect(isCommonPassword('letme')).toBe(true);
    expect(isCommonPassword('Sword')).toBe(true);
  });

  it('accepts an unrelated password', () => {
    expect(isCommonPassword('Tr0ub4dor&Zebra')).toBe(false);
  });
});
