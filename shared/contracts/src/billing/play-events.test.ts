import { milestonesReached } from './play-milestones';

describe('play milestones', () => {
  it('reports start at once and each quarter as it passes', () => {
    expect(milestonesReached(0, 1000)).toEqual(['start']);
    expect(milestonesReached(24.9, 100)).toEqual(['start']);
    expect(milestonesReached(50, 100)).toEqual(['start', '25', '50']);
    expect(milestonesReached(80, 100)).toEqual(['start', '25', '50', '75']);
    expect(milestonesReached(99.5, 100)).toEqual(['start', '2min', '25', '50', '75', '100']);
    expect(milestonesReached(Number.NaN, 100)).toEqual([]);
    expect(milestonesReached(5, 0)).toEqual([]);
  });

  it('counts a play once it passes two minutes, or the end of a shorter title', () => {
    expect(milestonesReached(119.9, 7200)).toEqual(['start']);
    expect(milestonesReached(120, 7200)).toEqual(['start', '2min']);
    expect(milestonesReached(9, 12)).toEqual(['start', '25', '50', '75']);
    expect(milestonesReached(12, 12)).toEqual(['start', '2min', '25', '50', '75', '100']);
  });
});
