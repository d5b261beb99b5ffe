import { type ApiRequestError, isApiRequestError } from '@premieres/api-client';
import { BILLING_ERROR_CODES, DOWNLOAD_ERROR_CODES, type DownloadOption } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Check, Download, Pause, Play, X } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BROWSE_NS } from '../i18n';
import { bytesText } from './bytesText';
import { DownloadButton } from './DownloadButton';
import { DownloadProgress } from './DownloadProgress';
import { DownloadStyles } from './DownloadStyles';
import { DownloadUpsell } from './DownloadUpsell';
import { deviceLimitText } from './deviceLimitText';
import { deleteDownload, pauseDownload, resumeDownload, startDownload } from './manager';
import { useDownloadFor, useDownloadsLoaded } from './useDownloadFor';
import { useDownloadOptions } from './useDownloadOptions';

type Refusal = { kind: 'upsell' } | { kind: 'devices'; error: ApiRequestError } | { kind: 'error' };

function refusalOf(error: unknown): Refusal {
  // No plan at all, or one without downloads (Basic): the plans that have them.
  const upsell: (string | undefined)[] = [
    DOWNLOAD_ERROR_CODES.notInPlan,
    BILLING_ERROR_CODES.subscriptionRequired,
  ];
  if (isApiRequestError(error) && upsell.includes(error.code)) return { kind: 'upsell' };
  if (isApiRequestError(error) && error.code === DOWNLOAD_ERROR_CODES.deviceLimit) {
    return { kind: 'devices', error };
  }
  return { kind: 'error' };
}

/**
 * Download of a title or one episode (issue 27): the quality choice with each size, then
 * progress with pause, resume and cancel; a title this browser holds shows as downloaded. Plain
 * elements (download-css.ts, the kit's pk- classes): it draws on the title's page, kit-free.
 */
export function DownloadControl({
  contentId,
  episodeId,
  label,
  compact = false,
  choosing: openAtStart = false,
}: {
  contentId: string;
  episodeId?: string;
  /** The accessible name of the button (an episode names its number and title). */
  label?: string;
  compact?: boolean;
  /** Opens on the quality choice: the member pressed Download before this control had loaded. */
  choosing?: boolean;
}) {
  const { t, i18n } = useTranslation(BROWSE_NS);
  useDownloadsLoaded();
  const { download, received } = useDownloadFor(contentId, episodeId ?? null);
  const [choosing, setChoosing] = useState(openAtStart);
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const options = useDownloadOptions(contentId, episodeId, choosing && !download);
  const size = (bytes: number) => bytesText(bytes, i18n.language);

  const start = async (option: DownloadOption) => {
    setStarting(true);
    setRefusal(null);
    try {
      await startDownload({ contentId, ...(episodeId ? { episodeId } : {}), quality: option.quality });
      setChoosing(false);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setStarting(false);
    }
  };

  if (download) {
    const total = download.bytes || 1;
    const percent = Math.min(100, Math.floor((received / total) * 100));
    if (download.state === 'complete') {
      return (
        <div className="dl-row dl-complete" data-testid="download-complete">
          <DownloadStyles />
          <Check aria-hidden="true" size={16} />
          <p className="dl-text">{t('downloads.downloaded')}</p>
          <RouterLink to="/downloads" className="dl-link">
            {t('downloads.seeDownloads')}
          </RouterLink>
        </div>
      );
    }
    const paused = download.state === 'paused';
    return (
      <div className="dl-stack dl-progress" data-testid="download-progress" data-state={download.state}>
        <DownloadStyles />
        <p className="dl-small" aria-live="polite">
          {paused
            ? t('downloads.pausedAt', { percent })
            : t('downloads.progress', { percent, held: size(received), size: size(download.bytes) })}
        </p>
        <DownloadProgress label={t('downloads.progressLabel', { title: download.title })} percent={percent} />
        <div className="dl-row">
          {paused ? (
            <button
              type="button"
              className="pk-btn"
              data-size="xs"
              data-variant="outline"
              onClick={() => void resumeDownload(download.id).catch((e) => setRefusal(refusalOf(e)))}
            >
              <Play /> {t('downloads.resume')}
            </button>
          ) : (
            <button
              type="button"
              className="pk-btn"
              data-size="xs"
              data-variant="outline"
              onClick={() => void pauseDownload(download.id)}
            >
              <Pause /> {t('downloads.pause')}
            </button>
          )}
          <button
            type="button"
            className="pk-btn"
            data-size="xs"
            data-variant="ghost"
            onClick={() => void deleteDownload(download.id)}
          >
            <X /> {t('downloads.cancel')}
          </button>
        </div>
        {refusal ? <RefusalText refusal={refusal} /> : null}
      </div>
    );
  }

  if (!choosing) return <DownloadButton label={label} compact={compact} onClick={() => setChoosing(true)} />;

  const data = options.data;
  const noPlan =
    refusal?.kind === 'upsell' ||
    (data !== undefined && data.devices.limit === 0) ||
    (options.error !== null && refusalOf(options.error).kind === 'upsell');
  if (noPlan) return <DownloadUpsell />;
  return (
    <div className="dl-stack dl-panel" data-testid="download-choice">
      <DownloadStyles />
      <div className="dl-row" data-spread="">
        <p className="dl-small dl-strong">{t('downloads.chooseQuality')}</p>
        <button
          type="button"
          className="pk-btn"
          data-size="xs"
          data-variant="ghost"
          aria-label={t('downloads.cancel')}
          onClick={() => setChoosing(false)}
        >
          <X />
        </button>
      </div>
      {typeof navigator !== 'undefined' && !navigator.onLine ? (
        <p className="dl-small">{t('downloads.offlineStart')}</p>
      ) : null}
      {options.isPending || starting ? (
        <div className="dl-row" role="status">
          <span className="dl-spin" />
          {starting ? <p className="dl-small">{t('downloads.preparing')}</p> : null}
        </div>
      ) : null}
      {data && !starting
        ? data.options.map((option) => (
            <button
              type="button"
              className="pk-btn dl-option"
              key={option.quality}
              data-size="sm"
              data-variant="outline"
              onClick={() => void start(option)}
              data-quality={option.quality}
            >
              <Download />
              {t('downloads.option', {
                label: t(`downloads.quality.${option.quality}`, { height: option.height }),
                size: size(option.bytes),
              })}
            </button>
          ))
        : null}
      {refusal ? <RefusalText refusal={refusal} /> : null}
      {options.error && !refusal ? <p className="dl-small">{t('downloads.error')}</p> : null}
    </div>
  );
}

function RefusalText({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation(BROWSE_NS);
  if (refusal.kind === 'upsell') return <DownloadUpsell />;
  if (refusal.kind === 'devices') {
    return (
      <div className="dl-stack dl-alert" role="alert" data-testid="download-device-limit">
        <p className="dl-small">{deviceLimitText(t, refusal.error)}</p>
        <RouterLink to="/settings#download-devices" className="dl-link">
          {t('downloads.deviceLimitAction')}
        </RouterLink>
      </div>
    );
  }
  return (
    <p className="dl-small" role="alert">
      {t('downloads.error')}
    </p>
  );
}
