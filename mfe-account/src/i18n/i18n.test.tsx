import { MESSAGES, messageIdsOf, untranslatedMessages } from '@premieres/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { renderAccount } from '../test/renderAccount';
import { accountEn } from './account.en';
import { accountHi } from './account.hi';
import { accountMl } from './account.ml';
import { ACCOUNT_RULE_GROUPS } from './ruleText';

beforeEach(() => fakeAccountApi());

function leaves(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? leaves(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function lookup(bundle: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
}

describe('account strings', () => {
  it('have the same keys, all non-empty, in en, hi and ml', () => {
    const keys = leaves(accountEn).sort();
    expect(leaves(accountHi).sort()).toEqual(keys);
    expect(leaves(accountMl).sort()).toEqual(keys);
    for (const bundle of [accountEn, accountHi, accountMl]) {
      for (const key of keys) {
        const value = lookup(bundle, key);
        expect(typeof value === 'string' && value.length > 0).toBe(true);
      }
    }
  });

  // The contracts' messages this remote shows, translated by id (`rules.<id>`).
  const SHOWN = messageIdsOf(...ACCOUNT_RULE_GROUPS);

  it('give every shown contracts message id a text in en, hi and ml (the English is the contracts’ own)', () => {
    expect(SHOWN.length).toBeGreaterThanOrEqual(26);
    for (const bundle of [accountEn, accountHi, accountMl])
      expect(untranslatedMessages(bundle, SHOWN)).toEqual([]);
    for (const id of SHOWN) {
      const key = `rules.${id}`;
      expect(lookup(accountEn, key)).toBe(MESSAGES[id]);
      expect(lookup(accountHi, key)).not.toBe(MESSAGES[id]);
      expect(lookup(accountMl, key)).not.toBe(MESSAGES[id]);
    }
  });

  it('render the auth screen in Hindi and Malayalam', async () => {
    await renderAccount('/auth', { language: 'hi' });
    expect(screen.getByRole('tab', { name: 'साइन अप' })).toBeInTheDocument();
    await renderAccount('/auth', { language: 'ml' });
    expect(screen.getAllByRole('tab', { name: 'സൈൻ അപ്പ്' }).length).toBeGreaterThan(0);
  });

  it('switch language from the select on the auth card', async () => {
    await renderAccount('/auth');
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'ml' } });
    expect(await screen.findByRole('tab', { name: 'സൈൻ ഇൻ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'പാസ്‌വേഡ് മറന്നോ?' })).toBeInTheDocument();
  });
});
