import { SUPPORT_HOURS } from '@premieres/contracts';
import { ExternalLink, type LucideIcon, Mail, MessageCircle, Phone, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HELP_ARTICLES, helpArticleHref } from '../i18n/helpArticles';
import { pagesEn } from '../i18n/pages.en';
import { LandingLink } from '../landing/navigation';
import '../i18n/registerPageStrings';
import type { LandingKey } from '../i18n/keys';
import { StaticLayout } from '../static-pages/StaticLayout';

const TOPIC_GROUPS = Object.keys(pagesEn.help.topics) as (keyof typeof pagesEn.help.topics)[];

function SupportCard(props: {
  icon: LucideIcon;
  title: string;
  text: string;
  badge?: string;
  action: ReactNode;
}) {
  const { icon: Icon } = props;
  return (
    <article className="sp-card">
      <div className="sp-card-icon">
        <Icon aria-hidden="true" size={32} />
      </div>
      <h2 className="sp-h2">{props.title}</h2>
      <p className="sp-card-text">{props.text}</p>
      {props.badge ? <span className="sp-badge">{props.badge}</span> : null}
      {/* Pushed to the bottom so the three cards' buttons line up. */}
      <div className="sp-card-action">{props.action}</div>
    </article>
  );
}

/** /help: search box (not wired), call / e-mail / live-chat cards, topics, popular articles. */
export default function HelpPage() {
  const { t } = useTranslation('landing');
  const phone = t('footer.phone');
  return (
    <StaticLayout title={t('help.title')} subtitle={t('help.subtitle')}>
      <search className="sp-search">
        <Search aria-hidden="true" size={20} />
        <input type="search" aria-label={t('help.searchLabel')} placeholder={t('help.searchPlaceholder')} />
      </search>

      <div className="sp-grid">
        <SupportCard
          icon={Phone}
          title={t('help.call.title')}
          text={t('help.call.text')}
          badge={t('help.call.hours', { hours: SUPPORT_HOURS.phone })}
          action={
            <a className="sp-btn" href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>
              {t('help.call.action')}
            </a>
          }
        />
        <SupportCard
          icon={Mail}
          title={t('help.email.title')}
          text={t('help.email.text', { hours: SUPPORT_HOURS.emailReplyHours })}
          action={
            <LandingLink className="sp-btn" to="/contact">
              {t('help.email.action')}
            </LandingLink>
          }
        />
        <SupportCard
          icon={MessageCircle}
          title={t('help.chat.title')}
          text={t('help.chat.text')}
          badge={t('help.chat.hours', { hours: t('help.chat.hoursRange') })}
          // The spec's live-chat button does nothing.
          action={
            <button type="button" className="sp-btn">
              {t('help.chat.action')}
            </button>
          }
        />
      </div>

      <section aria-labelledby="help-topics">
        <h2 id="help-topics" className="sp-h2-xl">
          {t('help.topicsTitle')}
        </h2>
        <div className="sp-grid sp-grid-wide">
          {TOPIC_GROUPS.map((group) => (
            <div key={group} data-testid={`help-topic-${group}`}>
              <h3 className="sp-h3">{t(`help.topics.${group}.title`)}</h3>
              <ul className="sp-list">
                {pagesEn.help.topics[group].items.map((_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed, ordered content
                  <li key={index}>{t(`help.topics.${group}.items.${index}` as LandingKey)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="help-popular">
        <h2 id="help-popular" className="sp-h2-xl">
          {t('help.popularTitle')}
        </h2>
        <ul className="sp-articles">
          {HELP_ARTICLES.map((article) => (
            <li key={article.key}>
              <a
                className="sp-article"
                href={helpArticleHref(article.title)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(`help.articles.${article.key}`)}
                <ExternalLink aria-hidden="true" size={16} />
                <span className="sp-sr-only">{t('help.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </StaticLayout>
  );
}
