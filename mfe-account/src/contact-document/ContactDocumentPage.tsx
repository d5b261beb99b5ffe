import { type ContactLimit, MONEY_BACK_DAYS, SUPPORT_HOURS } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { BACK_ATTRIBUTE } from '@premieres/ui/plain/static-page-ids';
import { ArrowLeft, Clock, Mail, MapPin, Phone, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ContactLimitState } from '../contact/contactLimit';
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '../contact/supportContact';
import { ruleText } from '../i18n/ruleText';
import { ContactDocumentForm } from './ContactDocumentForm';

const QUESTIONS = ['reply', 'plan', 'cancel'] as const;

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="cp-detail">
      {icon}
      <div>
        <h3 className="sp-h3">{title}</h3>
        {children}
      </div>
    </div>
  );
}

/**
 * /contact as a prerendered document (no shell, no UI kit): the same texts as the shell's
 * ContactPage in plain elements; `limit` is null while the API's count is unknown (the form shows).
 */
export function ContactDocumentPage({ limit }: { limit: ContactLimitState | null }) {
  const { t } = useTranslation('account');
  const values = { hours: SUPPORT_HOURS.emailReplyHours, days: MONEY_BACK_DAYS };
  const onSent = (next: ContactLimit) => {
    if (next.locked) limit?.lockFor(next.remainingMinutes);
  };
  return (
    <main className="sp" data-title={t('contact.title')}>
      <div className="sp-container cp-wide">
        <button type="button" className="sp-back" {...{ [BACK_ATTRIBUTE]: '' }}>
          <ArrowLeft aria-hidden="true" />
          {t('actions.back', { ns: 'common' })}
        </button>
        <div className="sp-head">
          <h1 className="sp-h1">{t('contact.title')}</h1>
          <p className="sp-muted">{t('contact.intro')}</p>
        </div>
        <div className="cp-grid">
          <section className="cp-card" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="sp-h2">
              {t('contact.formTitle')}
            </h2>
            {limit?.locked ? (
              <div className="cp-alert" role="alert" data-testid="contact-locked">
                <div className="cp-alert-title">{ruleText(t, 'contact.tooManyTitle')}</div>
                <div>{ruleText(t, 'contact.tooManyDescription', { minutes: limit.remainingMinutes })}</div>
              </div>
            ) : (
              <ContactDocumentForm onSent={onSent} onLocked={(minutes) => limit?.lockFor(minutes)} />
            )}
          </section>
          <aside className="cp-card" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="sp-h2">
              {t('contact.detailsTitle')}
            </h2>
            <div className="cp-details">
              <Detail icon={<Mail aria-hidden="true" />} title={t('contact.emailTitle')}>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
                <p className="sp-muted sp-small">
                  {t('contact.emailReply', { hours: SUPPORT_HOURS.emailReplyHours })}
                </p>
              </Detail>
              <Detail icon={<Phone aria-hidden="true" />} title={t('contact.phoneTitle')}>
                <a href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</a>
                <p className="sp-muted sp-small">{t('contact.phoneHours', { hours: SUPPORT_HOURS.phone })}</p>
              </Detail>
              <Detail icon={<MapPin aria-hidden="true" />} title={t('contact.addressTitle')}>
                <address className="sp-muted" data-testid="contact-address">
                  {t('contact.address.company')}
                  <br />
                  {t('contact.address.street')}
                  <br />
                  {t('contact.address.city')}
                  <br />
                  {t('contact.address.country')}
                </address>
              </Detail>
              <Detail icon={<Clock aria-hidden="true" />} title={t('contact.hoursTitle')}>
                <p className="sp-muted" data-testid="contact-hours-weekdays">
                  {t('contact.hoursWeekdays', { hours: SUPPORT_HOURS.weekdays })}
                </p>
                <p className="sp-muted" data-testid="contact-hours-weekend">
                  {t('contact.hoursWeekend', { hours: SUPPORT_HOURS.weekend })}
                </p>
              </Detail>
            </div>
          </aside>
        </div>
        <section className="cp-faq" aria-labelledby="contact-faq-title">
          <h2 id="contact-faq-title" className="sp-h2-xl">
            {t('contact.faqTitle')}
          </h2>
          <div className="sp-faq" data-testid="faq-list">
            {QUESTIONS.map((id) => (
              <details key={id} name="contact-faq">
                <summary>
                  {t(`contact.faq.${id}.q`)}
                  <Plus className="sp-faq-icon" aria-hidden="true" />
                </summary>
                <div className="sp-faq-answer">{t(`contact.faq.${id}.a`, values)}</div>
              </details>
            ))}
          </div>
        </section>
      </div>
    </main>
  );
}
