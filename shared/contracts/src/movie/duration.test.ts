import { durationText } from './duration';

describe('durationText', () => {
  it("gives '{n} min' for a movie", () => {
    expect(durationText({ type: 'movie', durationMinutes: 120 })).toBe('120 min');
    expect(durationText({ type: 'movie', durationMinutes: 1, seasons: 3 })).toBe('1 min');
  });

  it("gives '{n} seasons' for a series", () => {
    expect(durationText({ type: 'tv', seasons: 3, durationMinutes: 120 })).toBe('3 seasons');
    expect(durationText({ type: 'tv', seasons: 1 })).toBe('1 seasons');
  });

  it('is empty when the number is missing or not positive', () => {
    expect(durationText({ type: 'movie' })).toBe('');
    expect(durationText({ type: 'movie', durationMinutes: null })).toBe('');
    expect(durationText({ type: 'movie', durationMinutes: 0 })).toBe('');
    expect(durationText({ type: 'tv', seasons: Number.NaN })).toBe('');
  });
});
