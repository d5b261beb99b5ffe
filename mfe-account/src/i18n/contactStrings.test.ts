import { messageText, SUPPORT_HOURS } from '@premieres/contracts';
import { i18n, initI18n } from '@premieres/i18n';
import { registerAccountStrings } from '.';

// The contact texts the spec quotes must stay word for word what shared/contracts says.
describe('account contact strings', () => {
  beforeAll(async () => {
    initI18n();
    registerAccountStrings();
    await i18n.changeLanguage('en');
  });

  it('word the lock message as contracts does, for any number of minutes', () => {
    for (const minutes of [1, 7, 60]) {
      expect(i18n.t('rules.contact.tooManyDescription', { ns: 'account', minutes })).toBe(
        messageText('contact.tooManyDescription', { minutes }),
      );
    }
  });

  it('show the support hours of the spec', () => {
    expect(i18n.t('contact.hoursWeekdays', { ns: 'account', hours: SUPPORT_HOURS.weekdays })).toBe(
      'Mon-Fri 9:00 AM-9:00 PM',
    );
    expect(i18n.t('contact.hoursWeekend', { ns: 'account', hours: SUPPORT_HOURS.weekend })).toBe(
      'Weekend 10:00 AM-6:00 PM',
    );
  });

  it('carry the minutes in Hindi and Malayalam too', async () => {
    for (const language of ['hi', 'ml']) {
      await i18n.changeLanguage(language);
      expect(i18n.t('rules.contact.tooManyDescription', { ns: 'account', minutes: 42 })).toContain('42');
    }
    await i18n.changeLanguage('en');
  });
});
