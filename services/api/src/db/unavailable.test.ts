import { isDatabaseUnreachable } from './unavailable';

function named(name: string, cause?: unknown): Error {
  const error = new Error(name, { cause });
  error.name = name;
  return error;
}

describe('isDatabaseUnreachable', () => {
  it.each([
    'MongoServerSelectionError',
    'MongooseServerSelectionError',
    'MongoNetworkError',
    'MongoNetworkTimeoutError',
    'MongoPoolClearedError',
    'MongoNotConnectedError',
    'MongoTopologyClosedError',
  ])('knows %s', (name) => {
    expect(isDatabaseUnreachable(named(name))).toBe(true);
  });

  it.each(['EPIPE', 'ECONNRESET', 'ECONNREFUSED'])(
    'knows a bare socket error %s (a closed database socket)',
    (code) => {
      const error = Object.assign(new Error('This socket has been ended by the other party'), { code });
      expect(isDatabaseUnreachable(error)).toBe(true);
    },
  );

  it('looks through wrapping errors', () => {
    expect(isDatabaseUnreachable(named('Error', named('MongoNetworkError')))).toBe(true);
  });

  it('leaves command failures and other errors alone', () => {
    for (const name of ['MongoServerError', 'ValidationError', 'CastError', 'TypeError']) {
      expect(isDatabaseUnreachable(named(name))).toBe(false);
    }
    expect(isDatabaseUnreachable(undefined)).toBe(false);
  });
});
