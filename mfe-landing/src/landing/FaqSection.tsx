import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The landing page's six questions. */
export const LANDING_FAQ_KEYS = ['whatIs', 'cost', 'where', 'cancel', 'what', 'kids'] as const;

/** An accordion on <details>/<summary>: keyboard accessible, and it works in the prerendered HTML. */
export function FaqSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="faq" className="lp-section" aria-labelledby="faq-title">
      <div className="lp-container lp-w-4xl">
        <h2 id="faq-title" className="lp-h2 lp-center lp-faq-title">
          {t('faq.title')}
        </h2>
        <div className="lp-faq" data-testid="faq-list">
          {LANDING_FAQ_KEYS.map((key) => (
            // Same name: opening one closes the others (exclusive accordion in modern browsers).
            <details key={key} name="landing-faq">
              <summary>
                {t(`faq.${key}.q`)}
                <Plus aria-hidden="true" size={28} className="lp-faq-icon" />
              </summary>
              <div className="lp-faq-answer">{t(`faq.${key}.a`)}</div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
