import { NOT_SUBSCRIBED } from '@premieres/contracts';
import { planSummary } from './planName';

const subscribed = (tier: string | null) => ({
  subscribed: true,
  subscription_tier: tier,
  subscription_end: null,
});

describe('planSummary', () => {
  it('is free when not subscribed, whatever the tier says', () => {
    expect(planSummary(NOT_SUBSCRIBED)).toEqual({ kind: 'free' });
    expect(planSummary({ ...NOT_SUBSCRIBED, subscription_tier: 'premium' })).toEqual({ kind: 'free' });
  });

  it('finds a plan card by id or name, in any case', () => {
    expect(planSummary(subscribed('standard'))).toEqual({ kind: 'plan', planId: 'standard' });
    expect(planSummary(subscribed(' Premium '))).toEqual({ kind: 'plan', planId: 'premium' });
    expect(planSummary(subscribed('BASIC'))).toEqual({ kind: 'plan', planId: 'basic' });
  });

  it('keeps an unknown tier as given and invents nothing for a missing one', () => {
    expect(planSummary(subscribed('Family Pack'))).toEqual({ kind: 'other', tier: 'Family Pack' });
    expect(planSummary(subscribed(null))).toEqual({ kind: 'unnamed' });
    expect(planSummary(subscribed('  '))).toEqual({ kind: 'unnamed' });
  });
});
