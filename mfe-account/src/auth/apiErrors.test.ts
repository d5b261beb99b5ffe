import { ApiRequestError } from '@premieres/api-client';
import { i18n, initI18n, stringsReady } from '@premieres/i18n';
import { registerAccountStrings } from '../i18n';
import { serverMessage } from './apiErrors';

const failure = (statusCode: number, code: string | undefined, message: string) =>
  new ApiRequestError({ statusCode, error: 'Error', message, ...(code ? { code } : {}) });

describe('serverMessage', () => {
  beforeAll(async () => {
    initI18n({ language: 'en' });
    registerAccountStrings();
    // The namespace registers itself once i18next has initialised; Hindi and Malayalam load when chosen.
    await stringsReady();
    expect(i18n.hasResourceBundle('en', 'account')).toBe(true);
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('shows a known code in the member language, not the server English', async () => {
    const wrong = failure(401, 'INVALID_CREDENTIALS', 'Invalid login credentials');
    expect(serverMessage(i18n.t, wrong)).toBe('Invalid login credentials');
    await i18n.changeLanguage('hi');
    expect(serverMessage(i18n.t, wrong)).toBe('लॉगिन विवरण गलत हैं');
    await i18n.changeLanguage('ml');
    expect(serverMessage(i18n.t, failure(409, 'EMAIL_ALREADY_REGISTERED', 'User already registered'))).toBe(
      'ഈ ഇ-മെയിൽ ഇതിനകം രജിസ്റ്റർ ചെയ്തിട്ടുണ്ട്',
    );
  });

  it('says the connection failed when no answer came, and keeps the words of an unknown code', async () => {
    await i18n.changeLanguage('hi');
    expect(serverMessage(i18n.t, failure(0, undefined, 'Failed to fetch'))).toMatch(/कनेक्शन/);
    expect(serverMessage(i18n.t, failure(418, 'TEAPOT', 'I am a teapot'))).toBe('I am a teapot');
  });
});
