import { useTranslation } from 'react-i18next';
import '../i18n/registerPageStrings';
import type { LandingKey } from '../i18n/keys';
import { StaticLayout, StaticSection } from '../static-pages/StaticLayout';

export type TextPageKey = 'about' | 'privacy' | 'terms' | 'shipping';

/** A static page of titled sections: `${page}.title` and `${page}.sections.<key>.title|text`. */
export function TextPage({ page, sections }: { page: TextPageKey; sections: readonly string[] }) {
  const { t } = useTranslation('landing');
  return (
    <StaticLayout title={t(`${page}.title`)}>
      {sections.map((key) => (
        // `sections` are the keys of pagesEn[page].sections (Object.keys at the callers).
        <StaticSection key={key} title={t(`${page}.sections.${key}.title` as LandingKey)}>
          <p>{t(`${page}.sections.${key}.text` as LandingKey)}</p>
        </StaticSection>
      ))}
    </StaticLayout>
  );
}
