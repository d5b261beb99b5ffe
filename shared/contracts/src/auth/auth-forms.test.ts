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
    expect(validateFullName('A')).toBe('Full name must be at least 2 characters');
    expect(validateFullName('  A  ')).toBe('Full name must be at least 2 characters');
    expect(validateFullName('<>&')).toBe('Full name must be at least 2 characters');
    expect(validateFullName(undefined)).toBe('Full name must be at least 2 characters');
  });
});

describe('validateConfirmPassword', () => {
  it('is required', () => {
    expect(validateConfirmPassword('Secret123', '')).toBe('Please confirm your password');
    expect(validateConfirmPassword('Secret123', null)).toBe('Please confirm your password');
  });

  it('must equal the password exactly', () => {
    expect(validateConfirmPassword('Secret123', 'secret123')).toBe('Passwords do not match');
    expect(validateConfirmPassword('Secret123', 'Secret123')).toBeNull();
  });
});

describe('validatePassword', () => {
  it('says required when empty under both policies', () => {
    expect(validatePassword('', 'strict')).toBe('Password is required');
    expect(validatePassword(undefined, 'basic')).toBe('Password is required');
  });

  it('strict: gives the first failed message only when fewer than 5 of 6 pass', () => {
    expect(validatePassword('abcdefgh12xy', 'strict')).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(validatePassword('abcdefgh1!xy', 'strict')).toBeNull();
  });

  it('basic: all four checks must pass', () => {
    expect(validatePassword('abcdefg1', 'basic')).toBe('Password must contain at least one uppercase letter');
    expect(validatePassword('Abcdef1', 'basic')).toBe('Password must be at least 8 characters long');
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
      email: 'Please enter a valid email address',
      password: 'Password is required',
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
      fullName: 'Full name must be at least 2 characters',
      email: 'Invalid email format',
      password: 'Password must be at least 12 characters long',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('applies the chosen policy', () => {
    const values = { ...good, password: 'Abcdefg1', confirmPassword: 'Abcdefg1' };
    expect(validateSignUp(values, 'basic')).toEqual({});
    expect(validateSignUp(values, 'strict')).toEqual({
      password: 'Password must be at least 12 characters long',
    });
  });

  it('skips confirmPassword when the form has no such field', () => {
    const { confirmPassword: _omit, ...withoutConfirm } = good;
    expect(validateSignUp(withoutConfirm, 'strict')).toEqual({});
    expect(validateSignUp({ ...good, confirmPassword: '' }, 'strict')).toEqual({
      confirmPassword: 'Please confirm your password',
    });
  });
});

describe('validatePasswordReset', () => {
  it('validates the e-mail as everywhere else', () => {
    expect(validatePasswordReset({ email: 'x@y.co' })).toEqual({});
    expect(validatePasswordReset({ email: '' })).toEqual({ email: 'Please enter a valid email address' });
  });
});
