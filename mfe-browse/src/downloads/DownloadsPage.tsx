import { watchProgressApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { isLicenceExpired } from '@premieres/contracts';
import { flushPositions, type StoredDownload } from '@premieres/downloads-store';
import { useTranslation } from '@premieres/i18n';
import { openPlayer } from '@premieres/player-store';
import { Box, Button, HStack, IconButton, PageSpinner, SafeImage, Stack, Text } from '@premieres/ui';
import { Download, Play, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Navigate } from 'react-router';
import { BROWSE_NS } from '../i18n';
import { BrowsePage } from '../layout/BrowsePage';
import { bytesText } from './bytesText';
import { DownloadProgress } from './DownloadProgress';
import { checkLicences, deleteDownload, useDownloads } from './manager';
import { useDownloadsLoaded } from './useDownloadFor';
import { usePosterSrc } from './usePosterSrc';
import { useStorageEstimate } from './useStorageEstimate';

const subscribeOnline = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

const sendPositions = () =>
  flushPositions((p) =>
    watchProgressApi.save(p.contentId, {
      positionSeconds: p.positionSeconds,
      durationSeconds: p.durationSeconds,
      ...(p.episodeId ? { episodeId: p.episodeId } : {}),
    }),
  ).catch(() => 0);

/**
 * /downloads: what this browser holds, with or without a network. Online, licences are checked
 * (revoked ones dropped, expired ones renewed) and positions kept offline are sent.
 */
export function DownloadsPage() {
  const user = useAuthStore((state) => state.user);
  const authLoading = useAuthStore((state) => state.loading);
  const online = useOnline();
  // Offline the session cannot be checked: the downloads of this browser still show and play.
  if (online && authLoading) return <PageSpinner />;
  if (online && !user) return <Navigate to={`/auth?returnTo=${encodeURIComponent('/downloads')}`} replace />;
  return <Downloads online={online} />;
}

interface Group {
  contentId: string;
  items: StoredDownload[];
}

function Downloads({ online }: { online: boolean }) {
  const { t, i18n } = useTranslation(BROWSE_NS);
  const loaded = useDownloadsLoaded();
  const downloads = useDownloads((state) => state.downloads);
  const storage = useStorageEstimate(Object.keys(downloads).length);

  useEffect(() => {
    if (!online) return;
    void checkLicences().catch(() => undefined);
    void sendPositions();
  }, [online]);

  const groups = useMemo(() => {
    const byTitle = new Map<string, Group>();
    for (const download of Object.values(downloads)) {
      const group = byTitle.get(download.contentId) ?? { contentId: download.contentId, items: [] };
      group.items.push(download);
      byTitle.set(download.contentId, group);
    }
    for (const group of byTitle.values()) {
      group.items.sort(
        (a, b) =>
          (a.episode?.season ?? 0) - (b.episode?.season ?? 0) ||
          (a.episode?.number ?? 0) - (b.episode?.number ?? 0),
      );
    }
    return [...byTitle.values()];
  }, [downloads]);

  const size = (bytes: number) => bytesText(bytes, i18n.language);
  return (
    <BrowsePage title={t('downloads.page.title')}>
      <Stack gap="6" px={{ base: '4', md: '8' }} pb="10" data-testid="downloads-page">
        {online ? null : (
          <Text role="status" color="fg.muted" data-testid="downloads-offline">
            {t('downloads.page.offline')}
          </Text>
        )}
        {storage ? (
          <Stack gap="1" maxWidth="28rem" data-testid="downloads-storage">
            <Text fontSize="sm">
              {t('downloads.page.storage', { used: size(storage.usage), quota: size(storage.quota) })}
            </Text>
            <DownloadProgress
              label={t('downloads.page.storage', { used: size(storage.usage), quota: size(storage.quota) })}
              percent={
                storage.quota > 0 ? Math.min(100, Math.round((storage.usage / storage.quota) * 100)) : 0
              }
            />
            <Text fontSize="xs" color="fg.muted">
              {storage.persisted ? t('downloads.page.persisted') : t('downloads.page.notPersisted')}
            </Text>
          </Stack>
        ) : null}
        {!loaded ? (
          <PageSpinner minHeight="20vh" />
        ) : groups.length === 0 ? (
          <Stack align="center" textAlign="center" gap="3" py="12">
            <Download size={48} aria-hidden="true" />
            <Text>{t('downloads.page.empty')}</Text>
          </Stack>
        ) : (
          <Stack as="ul" gap="4" listStyleType="none">
            {groups.map((group) => (
              <TitleEntry key={group.contentId} group={group} />
            ))}
          </Stack>
        )}
      </Stack>
    </BrowsePage>
  );
}

function TitleEntry({ group }: { group: Group }) {
  const first = group.items[0] as StoredDownload;
  const poster = usePosterSrc(first.id, first.posterUrl);
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" bg="bg.panel" data-testid="download-entry">
      <HStack gap="4" align="start">
        <SafeImage
          src={poster}
          alt=""
          width="6rem"
          aspectRatio="2/3"
          objectFit="cover"
          rounded="sm"
          flexShrink={0}
        />
        <Stack gap="3" flex="1" minWidth="0">
          <Text fontWeight="semibold" fontSize="lg">
            {first.title}
          </Text>
          <Stack as="ul" gap="3" listStyleType="none">
            {group.items.map((download) => (
              <DownloadItem key={download.id} download={download} />
            ))}
          </Stack>
        </Stack>
      </HStack>
    </Box>
  );
}

function DownloadItem({ download }: { download: StoredDownload }) {
  const { t, i18n } = useTranslation(BROWSE_NS);
  const received = useDownloads((state) => state.received[download.id]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(download.expiresAt),
  );
  const expired = isLicenceExpired(download.expiresAt, new Date());
  const name = download.episode
    ? t('downloads.page.episode', {
        season: download.episode.season,
        number: download.episode.number,
        title: download.episode.title,
      })
    : download.title;
  const quality = t(`downloads.quality.${download.quality}`, { height: download.height });
  const complete = download.state === 'complete';
  const percent = Math.floor(((received ?? 0) / (download.bytes || 1)) * 100);
  return (
    <Box as="li" data-testid="download-item" data-state={download.state}>
      <HStack gap="3" justify="space-between" flexWrap="wrap">
        <Stack gap="0.5" minWidth="0">
          {download.episode ? <Text fontWeight="medium">{name}</Text> : null}
          <Text fontSize="sm" color="fg.muted">
            {t('downloads.page.size', { size: bytesText(download.bytes, i18n.language), quality })}
          </Text>
          <Text fontSize="sm" color={expired ? 'fg.error' : 'fg.muted'}>
            {expired ? t('downloads.page.expired', { date }) : t('downloads.page.expires', { date })}
          </Text>
          {complete ? null : (
            <DownloadProgress label={t('downloads.progressLabel', { title: name })} percent={percent} />
          )}
        </Stack>
        <HStack gap="2">
          {complete ? (
            <Button
              colorPalette="brand"
              size="sm"
              aria-label={t('downloads.page.play', { title: name })}
              onClick={() =>
                openPlayer({
                  title: download.episode ? `${download.title} · ${name}` : download.title,
                  videoUrl: '',
                  kind: 'content',
                  movieId: download.contentId,
                  ...(download.episodeId ? { episodeId: download.episodeId } : {}),
                  downloadId: download.id,
                })
              }
            >
              <Play fill="currentColor" />
            </Button>
          ) : null}
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('downloads.page.delete', { title: name })}
            onClick={() => void deleteDownload(download.id)}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      </HStack>
    </Box>
  );
}
