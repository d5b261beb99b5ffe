import { etaParts, type MediaStatus } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import type { TFunction } from 'i18next';
import { BROWSE_NS } from '../i18n';

/** "Preparing · 45 % · about 30 s" (with its bar) while the film is transcoded; its failure; else nothing (detail-css). */
export function FilmStatusLine({ status }: { status: MediaStatus | undefined }) {
  const { t } = useTranslation(BROWSE_NS);
  if (status?.state === 'failed') {
    return (
      <p role="status" className="cd-muted" data-testid="film-status" data-state="failed">
        {t('detail.filmFailed')}
      </p>
    );
  }
  if (status?.state !== 'preparing') return null;
  const text = preparingText(status, t);
  return (
    <div className="cd-status" role="status" data-testid="film-status" data-state="preparing">
      <p>{text}</p>
      <div
        className="cd-bar"
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={status.percent}
      >
        <div style={{ width: `${status.percent}%` }} />
      </div>
    </div>
  );
}

export function preparingText(status: MediaStatus, t: TFunction): string {
  const eta = etaParts(status.etaSeconds);
  if (!eta) return t('detail.preparing', { percent: status.percent });
  const etaText = t(eta.unit === 's' ? 'detail.etaSeconds' : 'detail.etaMinutes', { count: eta.count });
  return t('detail.preparingEta', { percent: status.percent, eta: etaText });
}
