import type { ParseKeys } from 'i18next';
import type { AccountKey, BillingKey } from './keys';
import type { AccountRuleId } from './ruleText';

// The check is the compiler's (npm run typecheck, i18next.d.ts): a key missing from the English
// strings of this remote's namespaces does not compile, and every message id it shows has its
// `rules.<id>` key.
test('t() keys of the account namespaces are typed', () => {
  const key: AccountKey = 'checklist.notCommon';
  // @ts-expect-error: a misspelt key is not an AccountKey
  const misspelt: AccountKey = 'checklist.notComon';
  // @ts-expect-error: a billing key is not an account one
  const otherNamespace: AccountKey = 'portal.title';
  const billingKey: BillingKey = 'portal.title';
  const gateKey: ParseKeys<'profileGate'> = 'grownUpTitle';
  const everyRule = (id: AccountRuleId): AccountKey => `rules.${id}`;
  expect([key, misspelt, otherNamespace, billingKey, gateKey, everyRule('email.invalid')]).toEqual([
    'checklist.notCommon',
    'checklist.notComon',
    'portal.title',
    'portal.title',
    'grownUpTitle',
    'rules.email.invalid',
  ]);
});
