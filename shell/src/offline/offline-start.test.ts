import { offlineStart } from './offline-start';

const base = {
  offlineAtStart: false,
  loading: false,
  signedIn: false,
  sessionOffline: false,
  pathname: '/movies',
  startPath: '/downloads',
};

describe('opening the app with no network (issue 27)', () => {
  it('sends a member kept from storage to the downloads, from any page or /', () => {
    const kept = { ...base, offlineAtStart: true, signedIn: true, sessionOffline: true };
    expect(offlineStart(kept)).toEqual({ kind: 'redirect', to: '/downloads' });
    expect(offlineStart({ ...kept, pathname: '/' })).toEqual({ kind: 'redirect', to: '/downloads' });
    expect(offlineStart({ ...kept, pathname: '/downloads' })).toEqual({ kind: 'open' });
  });

  it('waits for the session check, then shows the offline start page to someone not signed in here', () => {
    expect(offlineStart({ ...base, offlineAtStart: true, loading: true })).toEqual({ kind: 'wait' });
    expect(offlineStart({ ...base, offlineAtStart: true })).toEqual({ kind: 'start-page' });
  });

  it('changes nothing online, nor for a member whose session answered', () => {
    expect(offlineStart(base)).toEqual({ kind: 'open' });
    expect(offlineStart({ ...base, loading: true, signedIn: true })).toEqual({ kind: 'open' });
    expect(offlineStart({ ...base, offlineAtStart: true, signedIn: true })).toEqual({ kind: 'open' });
  });
});
