import { episodeCode, introMarkersError, introOf, isInIntro, nextEpisodeOf } from './episode-rules';

describe('episode rules', () => {
  it('accepts no markers or an ordered pair inside the episode', () => {
    expect(introMarkersError({})).toBeNull();
    expect(introMarkersError({ introStartSeconds: 5, introEndSeconds: 30 }, 60)).toBeNull();
  });
  it('refuses a lone marker, a reversed pair or an end past the episode', () => {
    expect(introMarkersError({ introEndSeconds: 30 })).toBe('introStartSeconds');
    expect(introMarkersError({ introStartSeconds: 5 })).toBe('introEndSeconds');
    expect(introMarkersError({ introStartSeconds: 30, introEndSeconds: 30 })).toBe('introEndSeconds');
    expect(introMarkersError({ introStartSeconds: 5, introEndSeconds: 90 }, 60)).toBe('introEndSeconds');
  });
  it('is in the intro between the markers only', () => {
    const intro = introOf({ introStartSeconds: 2, introEndSeconds: 10 });
    expect(isInIntro(intro, 1)).toBe(false);
    expect(isInIntro(intro, 2)).toBe(true);
    expect(isInIntro(intro, 9)).toBe(true);
    expect(isInIntro(intro, 10)).toBe(false);
    expect(isInIntro(null, 5)).toBe(false);
  });
  it('moves on across seasons and stops after the last episode', () => {
    const episodes = [
      { id: 'b', season: 2, number: 1 },
      { id: 'a2', season: 1, number: 2 },
      { id: 'a1', season: 1, number: 1 },
    ];
    expect(nextEpisodeOf(episodes, 'a1')?.id).toBe('a2');
    expect(nextEpisodeOf(episodes, 'a2')?.id).toBe('b');
    expect(nextEpisodeOf(episodes, 'b')).toBeNull();
    expect(episodeCode({ season: 1, number: 2 })).toBe('S1E2');
  });
});
