import { useTranslation } from 'react-i18next';
import '../i18n/registerPageStrings';
import { StaticLayout, StaticSection } from '../static-pages/StaticLayout';

export type TextPageKey = 'about' | 'privacy' | 'terms' | 'shipping';

/** A static page of titled sections: `${page}.title` and `${page}.sections.<key>.title|text`. */
export function TextPage({ page, sections }: { page: TextPageKey; sections: readonly string[] }) {
  const { t } = useTranslation('landing');
  return (
    <StaticLayout title={t(`${page}.title`)}>
      {sections.map((key) => (
        <StaticSection key={key} title={t(`${page}.sections.${key}.title`)}>
          <p>{t(`${page}.sections.${key}.text`)}</p>
        </StaticSection>
      ))}
    </StaticLayout>
  );
}
