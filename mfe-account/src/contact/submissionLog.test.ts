import { CONTACT_SUBMISSIONS_KEY, readSubmissions, recordSubmission } from './submissionLog';

const HOUR = 3_600_000;

beforeEach(() => window.localStorage.clear());

describe('contact submission log', () => {
  it('records submissions in localStorage and drops those older than the window', () => {
    const now = 10 * HOUR;
    window.localStorage.setItem(CONTACT_SUBMISSIONS_KEY, JSON.stringify([now - 2 * HOUR, now - HOUR + 1]));
    expect(recordSubmission(now)).toEqual([now - HOUR + 1, now]);
    expect(JSON.parse(window.localStorage.getItem(CONTACT_SUBMISSIONS_KEY) ?? '')).toEqual([
      now - HOUR + 1,
      now,
    ]);
    expect(readSubmissions(now + HOUR)).toEqual([]);
  });

  it('ignores unreadable or foreign values', () => {
    window.localStorage.setItem(CONTACT_SUBMISSIONS_KEY, '{not json');
    expect(readSubmissions(HOUR)).toEqual([]);
    window.localStorage.setItem(CONTACT_SUBMISSIONS_KEY, JSON.stringify({ times: [1] }));
    expect(readSubmissions(HOUR)).toEqual([]);
    window.localStorage.setItem(CONTACT_SUBMISSIONS_KEY, JSON.stringify([HOUR - 5, 'x', null]));
    expect(readSubmissions(HOUR)).toEqual([HOUR - 5]);
  });

  it('still counts when storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    try {
      recordSubmission(HOUR);
      expect(recordSubmission(HOUR + 1)).toEqual([HOUR, HOUR + 1]);
      expect(readSubmissions(HOUR + 2)).toEqual([HOUR, HOUR + 1]);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
