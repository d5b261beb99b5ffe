import { isNewAccount, NEW_ACCOUNT_WINDOW_MS } from './new-account';

const created = '2026-03-01T09:00:00.000Z';
const at = Date.parse(created);

describe('isNewAccount', () => {
  it('is true from sign-up until one day later, then false', () => {
    expect(isNewAccount(created, at)).toBe(true);
    expect(isNewAccount(created, at + NEW_ACCOUNT_WINDOW_MS - 1)).toBe(true);
    expect(isNewAccount(created, at + NEW_ACCOUNT_WINDOW_MS)).toBe(false);
  });

  it('treats a missing, unreadable or future date as a returning account', () => {
    expect(isNewAccount(null, at)).toBe(false);
    expect(isNewAccount('not a date', at)).toBe(false);
    expect(isNewAccount(created, at - 1)).toBe(false);
  });
});
