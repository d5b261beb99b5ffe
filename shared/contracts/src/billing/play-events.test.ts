import { milestonesReached } from './play-events';

describe('play milestones', () => {
  it('reports start at once and each quarter as it passes', () => {
    expect(milestonesReached(0)).toEqual(['start']);
    expect(milestonesReached(0.249)).toEqual(['start']);
    expect(milestonesReached(0.5)).toEqual(['start', '25', '50']);
    expect(milestonesReached(0.8)).toEqual(['start', '25', '50', '75']);
    expect(milestonesReached(0.995)).toEqual(['start', '25', '50', '75', '100']);
    expect(milestonesReached(Number.NaN)).toEqual([]);
  });
});
