import { screenLimit, screenLimitMessage } from './billing/stream-limits';
import {
  isMessageId,
  MESSAGE_IDS,
  MESSAGES,
  messageIdsOf,
  messageText,
  ruleTexts,
  untranslatedMessages,
} from './messages';
import { viewerPinLock, viewerPinLocked } from './profile/viewer-limits';

describe('messages by id', () => {
  it('fills placeholders from the values and leaves unknown ones', () => {
    expect(messageText('movie.releaseYearRange', { max: 2031 })).toBe(
      'Release year must be a whole number from 1900 to 2031',
    );
    expect(messageText('movie.releaseYearRange')).toBe(MESSAGES['movie.releaseYearRange']);
  });

  it('turns a validator’s ids into the English field messages', () => {
    expect(
      ruleTexts({ title: 'movie.titleRequired', release_year: 'movie.releaseYearRange' }, { max: 2031 }),
    ).toEqual({
      title: 'Title is required',
      release_year: 'Release year must be a whole number from 1900 to 2031',
    });
  });

  it('knows its ids and nothing else', () => {
    expect(MESSAGE_IDS).toContain('email.invalid');
    expect(isMessageId('movie.titleRequired')).toBe(true);
    expect(isMessageId('Title is required')).toBe(false);
    expect(isMessageId('toString')).toBe(false);
  });

  it('finds the ids a remote does not translate, or translates without their placeholders', () => {
    const ids = messageIdsOf('movie').filter(
      (id) => id === 'movie.titleRequired' || id === 'movie.releaseYearRange',
    );
    expect(untranslatedMessages({ rules: { movie: { titleRequired: 'शीर्षक आवश्यक है' } } }, ids)).toEqual([
      'movie.releaseYearRange',
    ]);
    const withoutMax = { rules: { movie: { titleRequired: 'x', releaseYearRange: '1900 से' } } };
    expect(untranslatedMessages(withoutMax, ids)).toEqual(['movie.releaseYearRange']);
    const complete = { rules: { movie: { titleRequired: 'x', releaseYearRange: '1900 से {{max}}' } } };
    expect(untranslatedMessages(complete, ids)).toEqual([]);
  });

  it('words the PIN lock for one minute or more by id, the minutes as a value', () => {
    expect(viewerPinLock(1)).toEqual({ id: 'viewer.pinLockedOne', values: { minutes: 1 } });
    expect(viewerPinLocked(1)).toBe('Too many wrong PINs. Please wait 1 minute before trying again.');
    expect(viewerPinLocked(15)).toBe('Too many wrong PINs. Please wait 15 minutes before trying again.');
  });

  it('words the screen limit (spec §9) for one screen or more by id, the screens as a value', () => {
    expect(screenLimit(1)).toEqual({ id: 'playback.screenLimitOne', values: { screens: 1 } });
    expect(screenLimitMessage(1)).toBe(
      'Your plan allows 1 screen at a time. Stop watching on another device to watch here.',
    );
    expect(screenLimitMessage(3)).toBe(
      'Your plan allows 3 screens at a time. Stop watching on another device to watch here.',
    );
  });
});
