import { offlineMasterUrl } from '@premieres/downloads-store';
import { useTranslation } from '@premieres/i18n';
import { Spinner, Stack, Text } from '@premieres/ui';
import { useMemo } from 'react';
import { useContainedVideo } from '../content/useProgressSaver';
import { FilePlayer } from '../file-player/FilePlayer';
import { PLAYER_NS } from '../i18n';
import { offlineLoaderClass, offlineReader } from './offlineLoader';
import { useOfflineDownload } from './useOfflineDownload';
import { useOfflineProgress } from './useOfflineProgress';

/**
 * Plays a download held by this browser in the product's own player, with or without a network:
 * hls.js reads every file from the downloads store through the offline loader, which decrypts
 * the segments with the licence's key; subtitles and the downloaded audio are as streamed.
 */
export function OfflinePlayer({ downloadId, title }: { downloadId: string; title: string }) {
  const { t } = useTranslation(PLAYER_NS);
  const state = useOfflineDownload(downloadId);
  const download = state.kind === 'ready' ? state.download : null;
  const [video, videoFrame] = useContainedVideo();
  useOfflineProgress(download, video);
  // One loader for the play's life: a later update of the record must not reload the stream.
  const downloadKey = download?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the licence, not the record
  const hlsConfig = useMemo(
    () => (download ? { loader: offlineLoaderClass(offlineReader(download)) } : undefined),
    [downloadKey],
  );
  if (state.kind === 'loading') {
    return (
      <Stack align="center" py="16" role="status">
        <Spinner size="lg" />
      </Stack>
    );
  }
  if (state.kind !== 'ready' || !hlsConfig) {
    return (
      <Stack role="status" gap="2" py="12" px="6" textAlign="center" bg="black" color="white">
        <Text fontSize="lg" fontWeight="semibold">
          {t(state.kind === 'expired' ? 'offline.expired' : 'offline.missing')}
        </Text>
        <Text color="fg.muted">
          {t(state.kind === 'expired' ? 'offline.expiredHelp' : 'offline.missingHelp')}
        </Text>
      </Stack>
    );
  }
  return (
    <div
      ref={videoFrame}
      data-offline-licence={state.download.id}
      style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <FilePlayer
        src={offlineMasterUrl(state.download.id)}
        title={title}
        hlsConfig={hlsConfig}
        languagesOf={state.download.contentId}
      />
    </div>
  );
}
