import { PLANS, planById } from './plan-catalogue';
import { PLAN_FEATURE_TEXT, planFeatures, planFeatureText } from './plan-features';

describe('planFeatures', () => {
  it('gives the spec §9 card lines from the plan numbers', () => {
    expect(planFeatures(planById('basic'))).toEqual([
      { key: 'mobileDevices', count: 1 },
      { key: 'quality480' },
      { key: 'unlimited' },
      { key: 'cancelAnytime' },
    ]);
    expect(planFeatures(planById('premium')).map((f) => f.key)).toEqual([
      'screens',
      'quality2160',
      'downloads',
      'spatialAudio',
    ]);
  });

  it('writes the English the API serves as features (spec §9 wording)', () => {
    expect(PLANS.map((plan) => plan.features)).toEqual([
      ['1 mobile device', '480p', 'Unlimited movies and premieres', 'Cancel anytime'],
      ['2 screens', '1080p Full HD', 'Download on 2 devices'],
      ['3 screens', '4K Ultra HD + HDR', 'Download on 6 devices', 'Spatial audio'],
    ]);
    expect(planFeatureText({ key: 'downloads', count: 6 })).toBe('Download on 6 devices');
    expect(Object.keys(PLAN_FEATURE_TEXT)).toHaveLength(9);
  });
});
