import { ApiRequestError } from '@premieres/api-client';
import { downloadDeviceLimit, MESSAGES, messageText, untranslatedMessages } from '@premieres/contracts';
import { i18n, initI18n } from '@premieres/i18n';
import { BROWSE_NS } from '../i18n';
import { DEVICE_LIMIT_IDS, deviceLimitText } from './deviceLimitText';
import { downloadsEn } from './i18n/downloads.en';
import { downloadsHi } from './i18n/downloads.hi';
import { downloadsMl } from './i18n/downloads.ml';

// What the API answers (services/api/src/plugins/downloads/devices.ts).
const refusal = (limit: number, devices: string[]) => {
  const { id, values } = downloadDeviceLimit(limit, devices);
  return new ApiRequestError({
    statusCode: 409,
    error: 'Conflict',
    code: 'DOWNLOAD_DEVICE_LIMIT',
    message: messageText(id, values),
    messageId: id,
    messageValues: values,
  });
};

describe('deviceLimitText', () => {
  beforeAll(() => initI18n());
  afterAll(() => i18n.changeLanguage('en'));
  const t = () => i18n.getFixedT(null, BROWSE_NS);

  it('has the English of contracts and a text in hi and ml with the same placeholders', () => {
    expect(downloadsEn.messages.download).toEqual({
      deviceLimit: MESSAGES['download.deviceLimit'],
      deviceLimitOne: MESSAGES['download.deviceLimitOne'],
    });
    for (const bundle of [downloadsEn, downloadsHi, downloadsMl])
      expect(untranslatedMessages(bundle, DEVICE_LIMIT_IDS, 'messages')).toEqual([]);
  });

  it('shows in English what the API says, and the limit and devices in Hindi and Malayalam', async () => {
    await i18n.changeLanguage('en');
    const two = refusal(2, ['Chrome on Linux', 'Phone']);
    const one = refusal(1, ['Tom & Asha’s <tablet>']);
    expect(deviceLimitText(t(), two)).toBe(two.message);
    expect(deviceLimitText(t(), one)).toBe(one.message);
    for (const language of ['hi', 'ml']) {
      await i18n.changeLanguage(language);
      const text = deviceLimitText(t(), two);
      expect(text).not.toBe(two.message);
      expect(text).toContain('2');
      expect(text).toContain('Chrome on Linux, Phone');
    }
  });

  it('shows the English of an answer without the id', async () => {
    await i18n.changeLanguage('hi');
    const bare = new ApiRequestError({ statusCode: 409, error: 'Conflict', message: 'Too many devices' });
    expect(deviceLimitText(t(), bare)).toBe('Too many devices');
  });
});
