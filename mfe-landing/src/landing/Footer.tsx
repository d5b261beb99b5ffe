import { useTranslation } from 'react-i18next';
import type { landingEn } from '../i18n/landing.en';
import { LandingLanguageSelect } from './LandingLanguageSelect';
import { LandingLink } from './navigation';

/** Footer links: label key → route. Careers and Media Centre lead to /contact, Gift Cards to /shipping. */
export const FOOTER_LINKS: readonly { key: keyof typeof landingEn.footer; to: string }[] = [
  { key: 'faq', to: '/faq' },
  { key: 'help', to: '/help' },
  { key: 'account', to: '/settings' },
  { key: 'mediaCentre', to: '/contact' },
  { key: 'careers', to: '/contact' },
  { key: 'giftCards', to: '/shipping' },
  { key: 'privacy', to: '/privacy' },
  { key: 'terms', to: '/terms' },
  { key: 'shipping', to: '/shipping' },
  { key: 'about', to: '/about' },
  { key: 'contact', to: '/contact' },
  { key: 'speedTest', to: '/speed-test' },
];

export function Footer() {
  const { t } = useTranslation('landing');
  const phone = t('footer.phone');
  return (
    <footer className="lp-footer">
      <div className="lp-container lp-w-6xl">
        <p className="lp-footer-phone">
          {t('footer.questions')} <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a>
        </p>
        <ul className="lp-footer-links">
          {FOOTER_LINKS.map((link) => (
            <li key={link.key}>
              <LandingLink to={link.to}>{t(`footer.${link.key}`)}</LandingLink>
            </li>
          ))}
        </ul>
        <LandingLanguageSelect />
        <p className="lp-footer-country">{t('footer.country')}</p>
        <p className="lp-footer-copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
