import { normalizeEmail, validateEmail } from './email';

/** A valid address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

describe('validateEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(validateEmail('user@example.com')).toBeNull();
    expect(validateEmail('first.last+tag@mail.example.co.in')).toBeNull();
    expect(validateEmail('  user@example.com  ')).toBeNull();
  });

  it.each([
    '',
    '   ',
    'plainaddress',
    'user@',
    '@example.com',
    'user@example',
    'user@example.c',
    'user@exa mple.com',
  ])('%p is not a valid address', (value) => {
    expect(validateEmail(value)).toBe('email.invalid');
  });

  it('needs a tld of 2 or more letters', () => {
    expect(validateEmail('user@example.c')).toBe('email.invalid');
    expect(validateEmail('user@example.in')).toBeNull();
    expect(validateEmail('user@example.12')).toBe('email.invalid');
  });

  it("refuses '..' anywhere", () => {
    expect(validateEmail('john..doe@example.com')).toBe('email.formatInvalid');
    expect(validateEmail('john@example..com')).toBe('email.formatInvalid');
  });

  it("refuses a leading '.'", () => {
    expect(validateEmail('.john@example.com')).toBe('email.formatInvalid');
  });

  it("a trailing '.' already fails the shape", () => {
    expect(validateEmail('john@example.com.')).toBe('email.invalid');
  });

  it('allows 254 characters and refuses 255', () => {
    expect(emailOfLength(254)).toHaveLength(254);
    expect(validateEmail(emailOfLength(254))).toBeNull();
    expect(validateEmail(emailOfLength(255))).toBe('email.tooLong');
    expect('email.tooLong').toBe('email.tooLong');
  });

  it('handles null and undefined', () => {
    expect(validateEmail(null)).toBe('email.invalid');
    expect(validateEmail(undefined)).toBe('email.invalid');
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  User.Name@Example.COM ')).toBe('user.name@example.com');
    expect(normalizeEmail(null)).toBe('');
  });
});
