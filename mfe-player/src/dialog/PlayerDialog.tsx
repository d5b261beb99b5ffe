// Dialog is a heavy interactive part: bundled here, under PlayerHost's own ChakraProvider.
import { Dialog, Portal } from '@chakra-ui/react';
import { videoSource } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import type { PlayerRequest } from '@premieres/player-store';
import { CloseButton, Text } from '@premieres/ui';
import { ContentPlayer } from '../content/ContentPlayer';
import { TOUCH_QUERY } from '../controls/phoneScreen';
import { EmbedPlayer } from '../embed/EmbedPlayer';
import { FilePlayer } from '../file-player/FilePlayer';
import { PLAYER_NS } from '../i18n';
import { CLOSE_MARK } from '../keyboard/playerKeys';
import { OfflinePlayer } from '../offline/OfflinePlayer';
import { NoVideo } from './NoVideo';
import { followReplacedOpener, returnFocusTarget, useOpener } from './useOpener';

export interface PlayerDialogProps {
  request: PlayerRequest | null;
  onClose: () => void;
}

/**
 * The trailer/player dialog: modal, focus trapped, Escape closes (spec §2, §4 Player dialog).
 * Focus starts on the dialog itself (the player takes it once mounted), never on Close, and
 * returns to what opened it (the Play button) when it closes.
 */
export function PlayerDialog({ request, onClose }: PlayerDialogProps) {
  const { t } = useTranslation(PLAYER_NS);
  // Content without a URL in the request: the player asks the API for a signed one.
  const downloadId = request?.kind === 'content' ? (request.downloadId ?? null) : null;
  const contentId =
    request?.kind === 'content' && !request.videoUrl && !downloadId ? (request.movieId ?? null) : null;
  const source = request && !contentId && !downloadId ? videoSource(request.videoUrl) : null;
  const opener = useOpener(request !== null);
  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(details) => {
        if (details.open) return;
        followReplacedOpener(returnFocusTarget(opener.current));
        onClose();
      }}
      size={{ mdDown: 'full', md: 'xl' }}
      placement="center"
      lazyMount
      unmountOnExit
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-testid="player-dialog"]')}
      finalFocusEl={() => returnFocusTarget(opener.current)}
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" />
        <Dialog.Positioner>
          <Dialog.Content
            bg="gray.950"
            color="white"
            overflow="hidden"
            data-testid="player-dialog"
            // Phones (a full-size dialog): the player takes every pixel below the title.
            display="flex"
            flexDirection="column"
            height={{ mdDown: '100dvh' }}
          >
            <Dialog.Header py="3" pe="14">
              <Dialog.Title lineClamp={1}>{request?.title}</Dialog.Title>
              {request?.kind === 'trailer' ? (
                <Text as="span" ms="2" fontSize="sm" color="fg.muted">
                  {t('trailer')}
                </Text>
              ) : null}
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton aria-label={t('close')} size="sm" {...{ [CLOSE_MARK]: '' }} />
            </Dialog.CloseTrigger>
            <Dialog.Body p="0" display="flex" flexDirection="column" flex={{ mdDown: '1' }} minHeight="0">
              {request && source?.kind === 'file' ? (
                <FilePlayer src={source.url} title={request.title} />
              ) : null}
              {request && source?.kind === 'embed' ? (
                <EmbedPlayer url={request.videoUrl} title={request.title} movieId={request.movieId} />
              ) : null}
              {request && contentId ? (
                <ContentPlayer
                  movieId={contentId}
                  episodeId={request.episodeId}
                  startOver={request.startOver}
                  title={request.title}
                  onClose={onClose}
                />
              ) : null}
              {request && downloadId ? <OfflinePlayer downloadId={downloadId} title={request.title} /> : null}
              {request && !source && !contentId && !downloadId ? <NoVideo /> : null}
            </Dialog.Body>
            {/* Keyboard hints mean nothing on a touch screen, nor does an empty strip on a phone. */}
            <Dialog.Footer
              py="2"
              justifyContent="flex-start"
              css={{ [`@media ${TOUCH_QUERY}`]: { display: 'none' } }}
            >
              {source || contentId || downloadId ? (
                <Text fontSize="xs" color="fg.subtle">
                  {t('shortcuts')}
                </Text>
              ) : null}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
