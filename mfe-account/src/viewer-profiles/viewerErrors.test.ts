import { ApiRequestError } from '@premieres/api-client';
import { messageIdsOf, untranslatedMessages } from '@premieres/contracts';
import { i18n, initI18n } from '@premieres/i18n';
import { registerAccountStrings } from '../i18n';
import { accountEn } from '../i18n/account.en';
import { accountHi } from '../i18n/account.hi';
import { accountMl } from '../i18n/account.ml';
import { viewerErrorText } from './viewerErrors';

const refusal = (statusCode: number, code: string, body: Partial<ApiRequestError> = {}) =>
  new ApiRequestError({ statusCode, error: 'Refused', code, message: 'in English', ...body });

const t = () => i18n.getFixedT(null, 'account');

// The API's ids and values give the texts the account showed by code before, in every language.
describe('viewerErrorText', () => {
  beforeAll(() => {
    initI18n();
    registerAccountStrings();
  });
  afterAll(() => i18n.changeLanguage('en'));

  const locked = (minutes: number) =>
    refusal(429, 'VIEWER_PIN_LOCKED', {
      messageId: minutes === 1 ? 'viewer.pinLockedOne' : 'viewer.pinLocked',
      messageValues: { minutes },
    });
  const limit = refusal(409, 'VIEWER_PROFILE_LIMIT', {
    messageId: 'viewer.limitReached',
    messageValues: { max: 5 },
  });
  const wrong = refusal(403, 'VIEWER_PIN_WRONG', { messageId: 'viewer.pinWrong' });

  it('has a text for every viewer refusal id in en, hi and ml, with its placeholders', () => {
    const ids = messageIdsOf('viewer');
    expect(ids.length).toBeGreaterThanOrEqual(11);
    for (const bundle of [accountEn, accountHi, accountMl])
      expect(untranslatedMessages(bundle.profiles, ids, 'errors')).toEqual([]);
  });

  it.each([
    [
      'en',
      'Too many wrong PINs. Please wait 14 minutes before trying again.',
      'Too many wrong PINs. Please wait 1 minute before trying again.',
      'An account can have at most 5 profiles.',
      'Wrong PIN.',
    ],
    [
      'hi',
      'बहुत सारे गलत पिन। कृपया फिर से कोशिश करने से पहले 14 मिनट प्रतीक्षा करें।',
      'बहुत सारे गलत पिन। कृपया फिर से कोशिश करने से पहले 1 मिनट प्रतीक्षा करें।',
      'एक खाते में अधिकतम 5 प्रोफ़ाइल हो सकती हैं।',
      'गलत पिन।',
    ],
    [
      'ml',
      'വളരെയധികം തെറ്റായ പിനുകൾ. വീണ്ടും ശ്രമിക്കുന്നതിന് മുമ്പ് 14 മിനിറ്റ് കാത്തിരിക്കുക.',
      'വളരെയധികം തെറ്റായ പിനുകൾ. വീണ്ടും ശ്രമിക്കുന്നതിന് മുമ്പ് 1 മിനിറ്റ് കാത്തിരിക്കുക.',
      'ഒരു അക്കൗണ്ടിൽ പരമാവധി 5 പ്രൊഫൈലുകൾ.',
      'തെറ്റായ പിൻ.',
    ],
  ])('in %s, fills the PIN lock and the profile limit from the values', async (language, ...texts) => {
    await i18n.changeLanguage(language);
    expect([locked(14), locked(1), limit, wrong].map((error) => viewerErrorText(t(), error))).toEqual(texts);
  });

  it('shows the refusals core/viewer.ts sends, and any other failure as the generic one', async () => {
    await i18n.changeLanguage('en');
    const kids = refusal(403, 'VIEWER_PROFILE_KIDS', { messageId: 'viewer.kidsCannotManage' });
    expect(viewerErrorText(t(), kids)).toBe('A kids profile cannot manage profiles.');
    const stale = refusal(401, 'VIEWER_PROFILE_INVALID', { messageId: 'viewer.tokenInvalid' });
    expect(viewerErrorText(t(), stale)).toBe('Choose a profile again.');
    expect(viewerErrorText(t(), refusal(500, 'UNEXPECTED_ERROR', { messageId: 'api.unexpected' }))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(viewerErrorText(t(), new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
