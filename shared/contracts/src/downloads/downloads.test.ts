import { messageText } from '../messages';
import { isLicenceExpired, licenceExpiry } from './constants';
import { downloadDeviceLimit } from './errors';
import { downloadHeights } from './quality';

describe('download rules', () => {
  const issued = new Date('2026-01-01T00:00:00Z');

  it('expires 30 days after issue, or 48 hours after playback starts when sooner', () => {
    expect(licenceExpiry(issued, null).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(licenceExpiry(issued, new Date('2026-01-02T00:00:00Z')).toISOString()).toBe(
      '2026-01-04T00:00:00.000Z',
    );
    expect(licenceExpiry(issued, new Date('2026-01-30T00:00:00Z')).toISOString()).toBe(
      '2026-01-31T00:00:00.000Z',
    );
    expect(isLicenceExpired('2026-01-31T00:00:00.000Z', new Date('2026-01-31T00:00:00Z'))).toBe(true);
  });

  it('picks the 480p-ish rung for standard and the best rung within the cap for high', () => {
    expect(downloadHeights([240, 480, 720, 1080], 1080)).toEqual({ standard: 480, high: 1080 });
    expect(downloadHeights([240, 480, 720, 1080, 2160], 2160)).toEqual({ standard: 480, high: 2160 });
    expect(downloadHeights([240, 480, 720], 480)).toEqual({ standard: 480 });
    expect(downloadHeights([720, 1080], 1080)).toEqual({ standard: 720, high: 1080 });
    expect(downloadHeights([1080], 480)).toEqual({});
  });

  it('names the devices in the device-limit message', () => {
    const { id, values } = downloadDeviceLimit(2, ['Chrome on Linux', 'Phone']);
    expect(messageText(id, values)).toBe(
      'Your plan allows downloads on 2 devices (Chrome on Linux, Phone). Remove one in Account settings to download here.',
    );
  });
});
