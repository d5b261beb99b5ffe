import {
  hasErrors,
  validateConfirmPassword,
  validateFullName,
  validatePassword,
  validatePasswordReset,
  validateSignIn,
  validateSignUp,
} from './auth-forms';

describe('validateFullName', () => {
  it('needs at least 2 characters after sanitising', () => {
    expect(validateFullName('Al')).toBeNull();
    expect(validateFullName('A')).toBe('signUp.fullNameTooShort');
    expect(validateFullName('  A  ')).toBe('signUp.fullNameTooShort');
    expect(validateFullName('<>&')).toBe('signUp.fullNameTooShort');
    expect(validateFullName(undefined)).toBe('signUp.fullNameTooShort');
  });
});

describe('validateConfirmPassword', () => {
  it('is required', () => {
    expect(validateConfirmPassword('Secret123', '')).toBe('signUp.confirmRequired');
    expect(validateConfirmPassword('Secret123', null)).toBe('signUp.confirmRequired');
  });

  it('must equal the password exactly', () => {
    expect(validateConfirmPassword('Secret123', 'secret123')).toBe('signUp.passwordsDoNotMatch');
    expect(validateConfirmPassword('Secret123', 'Secret123')).toBeNull();
  });
});

describe('validatePassword', () => {
  it('says required when empty under both policies', () => {
    expect(validatePassword('', 'strict')).toBe('password.required');
    expect(validatePassword(undefined, 'basic')).toBe('password.required');
  });

  it('strict: gives the first failed message only when fewer than 5 of 6 pass', () => {
    expect(validatePassword('abcdefgh12xy', 'strict')).toBe('password.needsUppercase');
    expect(validatePassword('abcdefgh1!xy', 'strict')).toBeNull();
  });

  it('basic: all four checks must pass', () => {
    expect(validatePassword('abcdefg1', 'basic')).toBe('password.needsUppercase');
    expect(validatePassword('Abcdef1', 'basic')).toBe('password.tooShortBasic');
    expect(validatePassword('Abcdefg1', 'basic')).toBeNull();
  });
});

describe('validateSignIn', () => {
  it('returns an empty object when valid', () => {
    const errors = validateSignIn({ email: 'user@example.com', password: 'x' });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('requires the password and checks the e-mail', () => {
    expect(validateSignIn({ email: 'nope', password: '' })).toEqual({
      email: 'email.invalid',
      password: 'password.required',
    });
  });
});

describe('validateSignUp', () => {
  const good = {
    fullName: 'Asha Rao',
    email: 'asha@example.in',
    password: 'Tr0ub4dor&Zebra',
    confirmPassword: 'Tr0ub4dor&Zebra',
  };

  it('accepts a good strict sign-up', () => {
    expect(validateSignUp(good, 'strict')).toEqual({});
  });

  it('reports every field', () => {
    expect(
      validateSignUp(
        { fullName: 'A', email: 'a..b@example.com', password: 'short', confirmPassword: 'other' },
        'strict',
      ),
    ).toEqual({
      fullName: 'signUp.fullNameTooShort',
      email: 'email.formatInvalid',
      password: 'password.tooShort',
      confirmPassword: 'signUp.passwordsDoNotMatch',
    });
  });

  it('applies the chosen policy', () => {
    const values = { ...good, password: 'Abcdefg1', confirmPassword: 'Abcdefg1' };
    expect(validateSignUp(values, 'basic')).toEqual({});
    expect(validateSignUp(values, 'strict')).toEqual({
      password: 'password.tooShort',
    });
  });

  it('skips confirmPassword when the form has no such field', () => {
    const { confirmPassword: _omit, ...withoutConfirm } = good;
    expect(validateSignUp(withoutConfirm, 'strict')).toEqual({});
    expect(validateSignUp({ ...good, confirmPassword: '' }, 'strict')).toEqual({
      confirmPassword: 'signUp.confirmRequired',
    });
  });
});

describe('validatePasswordReset', () => {
  it('validates the e-mail as everywhere else', () => {
    expect(validatePasswordReset({ email: 'x@y.co' })).toEqual({});
    expect(validatePasswordReset({ email: '' })).toEqual({ email: 'email.invalid' });
  });
});
