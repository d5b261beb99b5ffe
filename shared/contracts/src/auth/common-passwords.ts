/** Common passwords refused by the strict policy (spec §5: about 22 words). Lower case. */
export const COMMON_PASSWORDS: readonly string[] = [
  'password',
  '123456',
  '123456789',
  '12345678',
  '12345',
  '1234567',
  'qwerty',
  'abc123',
  'password1',
  '111111',
  '123123',
  'admin',
  'letmein',
  'welcome',
  'monkey',
  'dragon',
  'master',
  'sunshine',
  'princess',
  'football',
  'iloveyou',
  'trustno1',
];

/** True when the password (any case) contains a common word or is contained in one. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.some((word) => lower.includes(word) || word.includes(lower));
}
