import { type ApiRequestError, isApiRequestError } from '@premieres/api-client';
import { BILLING_ERROR_CODES, DOWNLOAD_ERROR_CODES, type DownloadOption } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, HStack, Link, Spinner, Stack, Text } from '@premieres/ui';
import { Check, Download, Pause, Play, X } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BROWSE_NS } from '../i18n';
import { bytesText } from './bytesText';
import { DownloadProgress } from './DownloadProgress';
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
 * progress with pause, resume and cancel; a title this browser holds shows as downloaded.
 */
export function DownloadControl({
  contentId,
  episodeId,
  label,
  compact = false,
}: {
  contentId: string;
  episodeId?: string;
  /** The accessible name of the button (an episode names its number and title). */
  label?: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation(BROWSE_NS);
  useDownloadsLoaded();
  const { download, received } = useDownloadFor(contentId, episodeId ?? null);
  const [choosing, setChoosing] = useState(false);
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
        <HStack gap="2" data-testid="download-complete" fontSize="sm">
          <Check aria-hidden="true" size={16} />
          <Text>{t('downloads.downloaded')}</Text>
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to="/downloads">{t('downloads.seeDownloads')}</RouterLink>
          </Link>
        </HStack>
      );
    }
    const paused = download.state === 'paused';
    return (
      <Stack gap="2" data-testid="download-progress" data-state={download.state} minWidth="12rem">
        <Text fontSize="sm" aria-live="polite">
          {paused
            ? t('downloads.pausedAt', { percent })
            : t('downloads.progress', { percent, held: size(received), size: size(download.bytes) })}
        </Text>
        <DownloadProgress label={t('downloads.progressLabel', { title: download.title })} percent={percent} />
        <HStack gap="2">
          {paused ? (
            <Button
              size="xs"
              variant="outline"
              onClick={() => void resumeDownload(download.id).catch((e) => setRefusal(refusalOf(e)))}
            >
              <Play /> {t('downloads.resume')}
            </Button>
          ) : (
            <Button size="xs" variant="outline" onClick={() => void pauseDownload(download.id)}>
              <Pause /> {t('downloads.pause')}
            </Button>
          )}
          <Button size="xs" variant="ghost" onClick={() => void deleteDownload(download.id)}>
            <X /> {t('downloads.cancel')}
          </Button>
        </HStack>
        {refusal ? <RefusalText refusal={refusal} /> : null}
      </Stack>
    );
  }

  if (!choosing) {
    return (
      <Button
        size={compact ? 'sm' : 'lg'}
        variant="outline"
        aria-label={label}
        onClick={() => setChoosing(true)}
        data-testid="download-button"
      >
        <Download /> {compact ? null : t('downloads.download')}
      </Button>
    );
  }

  const data = options.data;
  const noPlan =
    refusal?.kind === 'upsell' ||
    (data !== undefined && data.devices.limit === 0) ||
    (options.error !== null && refusalOf(options.error).kind === 'upsell');
  if (noPlan) return <DownloadUpsell />;
  return (
    <Stack gap="2" p="3" borderWidth="1px" rounded="md" bg="bg.panel" data-testid="download-choice">
      <HStack justify="space-between">
        <Text fontWeight="semibold" fontSize="sm">
          {t('downloads.chooseQuality')}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          aria-label={t('downloads.cancel')}
          onClick={() => setChoosing(false)}
        >
          <X />
        </Button>
      </HStack>
      {typeof navigator !== 'undefined' && !navigator.onLine ? (
        <Text fontSize="sm">{t('downloads.offlineStart')}</Text>
      ) : null}
      {options.isPending || starting ? (
        <HStack gap="2" role="status">
          <Spinner size="sm" />
          {starting ? <Text fontSize="sm">{t('downloads.preparing')}</Text> : null}
        </HStack>
      ) : null}
      {data && !starting
        ? data.options.map((option) => (
            <Button
              key={option.quality}
              size="sm"
              variant="outline"
              justifyContent="flex-start"
              onClick={() => void start(option)}
              data-quality={option.quality}
            >
              <Download />
              {t('downloads.option', {
                label: t(`downloads.quality.${option.quality}`, { height: option.height }),
                size: size(option.bytes),
              })}
            </Button>
          ))
        : null}
      {refusal ? <RefusalText refusal={refusal} /> : null}
      {options.error && !refusal ? <Text fontSize="sm">{t('downloads.error')}</Text> : null}
    </Stack>
  );
}

function RefusalText({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation(BROWSE_NS);
  if (refusal.kind === 'upsell') return <DownloadUpsell />;
  if (refusal.kind === 'devices') {
    return (
      <Stack gap="1" role="alert" data-testid="download-device-limit">
        <Text fontSize="sm">{deviceLimitText(t, refusal.error)}</Text>
        <Link asChild colorPalette="brand" variant="underline" fontSize="sm">
          <RouterLink to="/settings#download-devices">{t('downloads.deviceLimitAction')}</RouterLink>
        </Link>
      </Stack>
    );
  }
  return (
    <Text fontSize="sm" role="alert">
      {t('downloads.error')}
    </Text>
  );
}
