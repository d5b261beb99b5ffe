import { WEB_VITAL_RELEASE_PATTERN, webVitalRelease } from './release';
import { isLcpRegression } from './vital-thresholds';

describe('webVitalRelease', () => {
  it("names the route's remote and version, then the shell's when the manifest records it", () => {
    expect(webVitalRelease({ name: 'mfe-browse', version: '1.4.0' }, '2.1.0')).toBe(
      'mfe-browse@1.4.0+shell@2.1.0',
    );
    expect(webVitalRelease({ name: 'mfe-admin', version: '0.1.0-dev' })).toBe('mfe-admin@0.1.0-dev');
    expect(webVitalRelease(null, '2.1.0')).toBe('shell@2.1.0');
  });

  it('is undefined when nothing is known or a version has characters a report refuses', () => {
    expect(webVitalRelease(null)).toBeUndefined();
    expect(webVitalRelease({ name: 'mfe-browse' })).toBeUndefined();
    expect(webVitalRelease({ name: 'mfe-browse', version: '1.4.0 beta' })).toBeUndefined();
  });

  it('makes a release every report accepts', () => {
    const release = webVitalRelease({ name: 'mfe-browse', version: '1.4.0-canary.2' }, '2.1.0');
    expect(release).toMatch(new RegExp(WEB_VITAL_RELEASE_PATTERN));
  });
});

describe('isLcpRegression', () => {
  it('flags more than 10 % worse, not 10 % exactly or better', () => {
    expect(isLcpRegression(1000, 1101)).toBe(true);
    expect(isLcpRegression(2000, 2200)).toBe(false);
    expect(isLcpRegression(1000, 900)).toBe(false);
  });
});
