import { MONEY_BACK_DAYS } from '@premieres/contracts';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function MoneyBack() {
  const { t } = useTranslation('landing');
  return (
    <section className="lp-section-sm" data-testid="money-back">
      <div className="lp-container lp-w-4xl">
        <div className="lp-moneyback">
          <ShieldCheck aria-hidden="true" size={48} className="lp-brand" />
          <div>
            <h2>{t('moneyBack.title', { days: MONEY_BACK_DAYS })}</h2>
            <p className="lp-muted">{t('moneyBack.text', { days: MONEY_BACK_DAYS })}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
