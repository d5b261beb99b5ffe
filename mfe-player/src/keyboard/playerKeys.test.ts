import {
  CLOSE_MARK,
  formatTime,
  keepsNativeArrows,
  keepsNativeSpace,
  playerActionForKey,
} from './playerKeys';

describe('player keys', () => {
  it('maps the spec shortcuts', () => {
    expect(playerActionForKey(' ')).toBe('toggle-play');
    expect(playerActionForKey('k')).toBe('toggle-play');
    expect(playerActionForKey('K')).toBe('toggle-play');
    expect(playerActionForKey('m')).toBe('toggle-mute');
    expect(playerActionForKey('f')).toBe('toggle-fullscreen');
    expect(playerActionForKey('c')).toBe('toggle-subtitles');
    expect(playerActionForKey('C')).toBe('toggle-subtitles');
    expect(playerActionForKey('ArrowLeft')).toBe('seek-back');
    expect(playerActionForKey('ArrowRight')).toBe('seek-forward');
    expect(playerActionForKey('ArrowUp')).toBe('volume-up');
    expect(playerActionForKey('ArrowDown')).toBe('volume-down');
    expect(playerActionForKey('Enter')).toBeNull();
    expect(playerActionForKey('Escape')).toBeNull();
  });

  it('leaves Space to a focused button', () => {
    const button = document.createElement('button');
    const icon = document.createElement('span');
    button.append(icon);
    expect(keepsNativeSpace(icon)).toBe(true);
    expect(keepsNativeSpace(document.createElement('div'))).toBe(false);
    expect(keepsNativeSpace(null)).toBe(false);
  });

  it('never leaves Space to the close button, and leaves arrows to an open menu', () => {
    const close = document.createElement('button');
    close.setAttribute(CLOSE_MARK, '');
    expect(keepsNativeSpace(close)).toBe(false);
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    const item = document.createElement('div');
    menu.append(item);
    expect(keepsNativeArrows(item)).toBe(true);
    expect(keepsNativeArrows(document.createElement('input'))).toBe(false);
  });

  it('formats times', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(75.9)).toBe('1:15');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
});
