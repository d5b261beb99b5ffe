import { everyone, type Rows, signedInOnly, subscribersOnly } from './matrix-kit';

/**
 * Downloads (issue 27): subscribers on a plan with download devices (the kids account is Basic:
 * no devices, so no options and 403 DOWNLOADS_NOT_IN_PLAN); title '1' has no HLS ladder here (404).
 */
export const rows: Rows = {
  // downloads (issue 27): subscribers on a plan with download devices (the kids account is Basic:
  // no devices, so no options and 403 DOWNLOADS_NOT_IN_PLAN); title '1' has no HLS ladder here (404)
  'GET /api/downloads/options': {
    request: () => ({ url: '/api/downloads/options?contentId=1' }),
    expect: { ...signedInOnly(403), kids: 200, subscriber: 404 },
  },
  'POST /api/downloads/licences': {
    request: () => ({
      url: '/api/downloads/licences',
      payload: { contentId: '1', quality: 'standard', deviceId: 'matrix-device-1', deviceName: 'Matrix' },
    }),
    expect: { ...signedInOnly(403), kids: 403, subscriber: 404 },
  },
  'GET /api/downloads/licences': {
    request: () => ({ url: '/api/downloads/licences?deviceId=matrix-device-1' }),
    expect: signedInOnly(200),
  },
  'POST /api/downloads/licences/:id/playback': {
    request: () => ({ url: `/api/downloads/licences/${'0'.repeat(24)}/playback` }),
    expect: subscribersOnly(404),
  },
  'POST /api/downloads/licences/:id/renew': {
    request: () => ({ url: `/api/downloads/licences/${'0'.repeat(24)}/renew` }),
    expect: { ...signedInOnly(403), kids: 403, subscriber: 404 },
  },
  'DELETE /api/downloads/licences/:id': {
    request: () => ({ url: `/api/downloads/licences/${'0'.repeat(24)}` }),
    expect: signedInOnly(404),
  },
  // account settings' download devices: any member (a lapsed one too); a kids profile may not remove
  'GET /api/downloads/devices': { expect: signedInOnly(200) },
  'DELETE /api/downloads/devices/:id': {
    request: () => ({ url: '/api/downloads/devices/matrix-device-1' }),
    expect: { ...signedInOnly(404), kids: 403 },
  },
  // a download's package files: signed URLs from a licence only (the gate refuses a bare one)
  'GET /media/downloads/:licenceId/:file': {
    request: () => ({ url: `/media/downloads/${'0'.repeat(24)}/s0000.ts` }),
    expect: everyone(403),
  },
};
