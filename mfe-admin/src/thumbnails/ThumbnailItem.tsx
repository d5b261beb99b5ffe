import type { MovieRecord } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Badge, Button, Card, HStack, Input, Stack, Text } from '@premieres/ui';
import { Poster } from '../common/Poster';
import { UploadProgress } from '../common/UploadProgress';
import { ADMIN_NS } from '../i18n';
import type { ItemState } from './thumbnailUploads';

export interface ThumbnailItemProps {
  movie: MovieRecord;
  state: ItemState | undefined;
  onChoose: (file: File | null) => void;
  onUpload: () => void;
}

/** One title of the manager: current poster, file choice, its own Upload and progress. */
export function ThumbnailItem({ movie, state, onChoose, onUpload }: ThumbnailItemProps) {
  const { t } = useTranslation(ADMIN_NS);
  const uploading = state?.status === 'uploading';
  const canUpload = state?.status === 'selected' || state?.status === 'failed';
  return (
    <Card.Root size="sm" data-testid={`thumbnail-item-${movie.id}`}>
      <Card.Body gap="3">
        <HStack align="start" gap="3">
          <Poster thumbnail={movie.thumbnail} w="16" h="24" />
          <Stack gap="1" minW="0">
            <Text fontWeight="semibold" truncate>
              {movie.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {[movie.genre, movie.rating].filter((part) => part != null && part !== '').join(' · ')}
            </Text>
            {state?.status === 'done' ? <Badge colorPalette="green">{t('thumbnails.done')}</Badge> : null}
            {state?.status === 'failed' ? (
              <Text fontSize="sm" color="fg.error">
                {state.message}
              </Text>
            ) : null}
          </Stack>
        </HStack>
        <Input
          type="file"
          accept="image/*"
          p="1"
          size="sm"
          aria-label={t('thumbnails.choose', { title: movie.title })}
          disabled={uploading}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
        {uploading ? <UploadProgress progress={state.progress ?? { loaded: 0, total: 1 }} /> : null}
        <Button size="sm" variant="outline" disabled={!canUpload} loading={uploading} onClick={onUpload}>
          {t('thumbnails.upload')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
