import { maskEmail, maskEmailsIn } from './mask-emails';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('vikram@premieres.in')).toBe('v•••@premieres.in');
    expect(maskEmail('role of a.b+c@mail.example.com changed')).toBe('role of a•••@mail.example.com changed');
  });
  it('leaves text without an address alone', () => {
    expect(maskEmail('Rann Bhoomi @ 8 pm')).toBe('Rann Bhoomi @ 8 pm');
  });
});

describe('maskEmailsIn', () => {
  it('masks strings at any depth and keeps other values', () => {
    expect(
      maskEmailsIn({
        actor: 'm@x.in',
        changes: { email: { before: 'old@x.in', after: null }, n: 3 },
        l: ['z@y.co'],
      }),
    ).toEqual({
      actor: 'm•••@x.in',
      changes: { email: { before: 'o•••@x.in', after: null }, n: 3 },
      l: ['z•••@y.co'],
    });
  });
});
