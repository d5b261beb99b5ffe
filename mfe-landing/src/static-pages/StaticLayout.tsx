import { pageTitle } from '@premieres/contracts';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBack } from './back';
import { BACK_ATTRIBUTE } from './ids';
import { StaticPageStyles } from './StaticPageStyles';

/**
 * The tab's title while the page is shown (as @premieres/ui's DocumentTitle, which would bring the
 * UI kit): a prerendered document has it in its <head> already.
 */
function DocumentTitle({ page }: { page: string }): null {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
  return null;
}

/** Back: a history step inside the app, or the island's handler on a prerendered document. */
function BackButton() {
  const { t } = useTranslation('common');
  const back = useBack();
  return (
    <button type="button" className="sp-back" {...{ [BACK_ATTRIBUTE]: '' }} onClick={back ?? undefined}>
      <ArrowLeft aria-hidden="true" />
      {t('actions.back')}
    </button>
  );
}

/** Layout of the static information pages (about, privacy, terms, shipping, faq, help): plain elements. */
export function StaticLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="sp" data-title={title}>
      <StaticPageStyles />
      <DocumentTitle page={title} />
      <div className="sp-container">
        <BackButton />
        <div className="sp-head">
          <h1 className="sp-h1">{title}</h1>
          {subtitle ? <div className="sp-muted">{subtitle}</div> : null}
        </div>
        <div className="sp-body">{children}</div>
      </div>
    </main>
  );
}

/** A titled section of a static page. */
export function StaticSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section>
      <h2 className="sp-h2">{title}</h2>
      <div className="sp-muted">{children}</div>
    </section>
  );
}
