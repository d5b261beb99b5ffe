import { recommendedQuality, SPEED_TEST } from '@premieres/contracts';
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSpeedTest } from '../hooks/useSpeedTest';
import '../i18n/registerPageStrings';
import { StaticLayout } from '../static-pages/StaticLayout';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="sp-figure">
      <p className="sp-muted sp-small">{label}</p>
      <p data-testid={testId} className="sp-figure-value">
        {value}
      </p>
    </div>
  );
}

/**
 * /speed-test: a simulated connection test with streaming recommendations. Plain elements: its
 * document is prerendered and a small island (static-pages/speed-test-island.tsx) runs it.
 */
export default function SpeedTestPage({ random }: { random?: () => number }) {
  const { t } = useTranslation('landing');
  const { status, progress, result, start } = useSpeedTest(random);
  const best = result ? recommendedQuality(result.downloadMbps) : null;

  return (
    <StaticLayout title={t('speedTest.title')} subtitle={t('speedTest.subtitle')}>
      <div className="sp-stack">
        <button type="button" className="sp-btn sp-btn-solid" onClick={start} disabled={status === 'running'}>
          <Gauge aria-hidden="true" />
          {status === 'running'
            ? t('speedTest.running')
            : status === 'done'
              ? t('speedTest.again')
              : t('speedTest.start')}
        </button>
        {status !== 'idle' ? (
          // A native <progress>: its bar needs no style attribute (the CSP allows none).
          <progress
            className="sp-progress"
            max={100}
            value={progress}
            aria-label={t('speedTest.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          />
        ) : null}
      </div>

      {result ? (
        <div className="sp-stack" data-testid="speed-test-result">
          <div className="sp-figures">
            <Figure
              testId="speed-download"
              label={t('speedTest.download')}
              value={t('speedTest.mbps', { value: result.downloadMbps })}
            />
            <Figure
              testId="speed-upload"
              label={t('speedTest.upload')}
              value={t('speedTest.mbps', { value: result.uploadMbps })}
            />
            <Figure
              testId="speed-ping"
              label={t('speedTest.ping')}
              value={t('speedTest.ms', { value: result.pingMs })}
            />
          </div>
          <p className="sp-verdict">
            {best
              ? t('speedTest.supports', { quality: t(`speedTest.quality.${best}`) })
              : t('speedTest.tooSlow')}
          </p>
        </div>
      ) : null}

      <section aria-labelledby="speed-recommendations">
        <h2 id="speed-recommendations" className="sp-h2">
          {t('speedTest.recommendationsTitle')}
        </h2>
        <div className="sp-recommendations">
          {SPEED_TEST.recommendations.map((rec) => (
            <div
              key={rec.quality}
              data-testid={`recommendation-${rec.quality}`}
              className={
                best === rec.quality ? 'sp-recommendation sp-recommendation-best' : 'sp-recommendation'
              }
            >
              <p className="sp-strong">
                {t(`speedTest.quality.${rec.quality}`)}
                {best === rec.quality ? (
                  <span className="sp-badge-solid">{t('speedTest.recommended')}</span>
                ) : null}
              </p>
              <p className="sp-muted">{t('speedTest.needs', { mbps: rec.minMbps })}</p>
            </div>
          ))}
        </div>
      </section>
    </StaticLayout>
  );
}
