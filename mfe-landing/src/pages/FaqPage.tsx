import { FaqList, StaticPage } from '@premieres/ui';
import { useTranslation } from 'react-i18next';
import { pagesEn } from '../i18n/pages.en';
import '../i18n/registerPageStrings';

/** The ten questions of /faq. */
export const FAQ_PAGE_KEYS = Object.keys(pagesEn.faqPage.items);

export default function FaqPage() {
  const { t } = useTranslation('landing');
  const items = FAQ_PAGE_KEYS.map((key) => ({
    id: key,
    question: t(`faqPage.items.${key}.q`),
    answer: t(`faqPage.items.${key}.a`),
  }));
  return (
    <StaticPage title={t('faqPage.title')} subtitle={t('faqPage.subtitle')}>
      <FaqList items={items} name="faq-page" />
    </StaticPage>
  );
}
