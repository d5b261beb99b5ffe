import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pagesEn } from '../i18n/pages.en';
import '../i18n/registerPageStrings';
import { StaticLayout } from '../static-pages/StaticLayout';

/** The ten questions of /faq. */
export const FAQ_PAGE_KEYS = Object.keys(pagesEn.faqPage.items) as (keyof typeof pagesEn.faqPage.items)[];

/**
 * /faq: an accordion of <details> (same name: opening one closes the others), which works in the
 * prerendered document with no JavaScript at all.
 */
export default function FaqPage() {
  const { t } = useTranslation('landing');
  return (
    <StaticLayout title={t('faqPage.title')} subtitle={t('faqPage.subtitle')}>
      <div className="sp-faq" data-testid="faq-list">
        {FAQ_PAGE_KEYS.map((key) => (
          <details key={key} name="faq-page">
            <summary>
              {t(`faqPage.items.${key}.q`)}
              <span className="sp-faq-icon">
                <Plus aria-hidden="true" size={28} />
              </span>
            </summary>
            <div className="sp-faq-answer">{t(`faqPage.items.${key}.a`)}</div>
          </details>
        ))}
      </div>
    </StaticLayout>
  );
}
