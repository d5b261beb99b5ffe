import { billingEn } from './billing.en';
import { billingHi } from './billing.hi';
import { billingMl } from './billing.ml';

function leaves(value: object, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? leaves(child, `${prefix}${key}.`)
      : [[`${prefix}${key}`, child] as [string, unknown]],
  );
}

describe('billing strings', () => {
  it('have the same keys in en, hi and ml, all non-empty and translated', () => {
    const en = leaves(billingEn);
    for (const bundle of [billingHi, billingMl]) {
      const other = new Map(leaves(bundle));
      expect([...other.keys()].sort()).toEqual(en.map(([key]) => key).sort());
      for (const [key, text] of en) {
        const value = other.get(key);
        expect(typeof value === 'string' && value.length > 0).toBe(true);
        // Only the pure placeholder pattern may stay the same.
        if (key !== 'portal.period') expect(`${key}: ${value}`).not.toBe(`${key}: ${text}`);
      }
    }
  });
});
