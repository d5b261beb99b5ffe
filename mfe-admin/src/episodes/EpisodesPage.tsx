import { Field, NativeSelect } from '@chakra-ui/react';
import { catalogApi, episodesApi } from '@premieres/api-client';
import type { Episode, EpisodeInput } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Badge, Box, Button, Card, HStack, PageSpinner, Stack, Text } from '@premieres/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../common/PageHeader';
import { useStaffWrite } from '../feedback/useStaffWrite';
import { FilmField } from '../film/FilmField';
import { ADMIN_NS } from '../i18n';
import { EpisodeForm, toEpisodeFormValues } from './EpisodeForm';
import { IntroMarkersForm } from './IntroMarkersForm';

const episodesKey = (movieId: string) => ['admin', 'episodes', movieId] as const;

/**
 * Episodes: pick a series, see its episodes by season, add, edit, delete, upload an episode's
 * video (resumable, transcoded like a title's film: FilmField) and set intro markers; a movie's
 * intro below.
 */
export function EpisodesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const titles = useQuery({
    queryKey: ['admin', 'episodes', 'titles'],
    queryFn: () => catalogApi.listMovies({ limit: 100 }),
  });
  const [movieId, setMovieId] = useState('');
  const items = titles.data?.items ?? [];
  const chosen = items.find((m) => m.id === movieId) ?? null;
  if (titles.isLoading) return <PageSpinner minHeight="40vh" />;
  return (
    <Stack gap="6">
      <PageHeader title={t('episodes.heading')} />
      <Field.Root maxWidth="md">
        <Field.Label>{t('episodes.pickTitle')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={movieId} onChange={(event) => setMovieId(event.target.value)}>
            <option value="">{t('episodes.pickTitlePlaceholder')}</option>
            {items.map((m) => (
              <option key={m.id} value={m.id}>
                {m.type === 'tv' ? `${m.title} (${t('episodes.series')})` : m.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {chosen?.type === 'tv' ? <SeriesEpisodes movieId={chosen.id} /> : null}
      {chosen && chosen.type !== 'tv' ? <IntroMarkersForm key={chosen.id} movieId={chosen.id} /> : null}
    </Stack>
  );
}

function SeriesEpisodes({ movieId }: { movieId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const client = useQueryClient();
  const write = useStaffWrite();
  const seasons = useQuery({ queryKey: episodesKey(movieId), queryFn: () => episodesApi.seasons(movieId) });
  const [editing, setEditing] = useState<Episode | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: episodesKey(movieId) });
  const all = seasons.data?.seasons.flatMap((s) => s.episodes) ?? [];
  const last = all[all.length - 1];

  const save = (input: EpisodeInput) =>
    write.run(
      () =>
        editing && editing !== 'new'
          ? episodesApi.update(movieId, editing.id, input)
          : episodesApi.create(movieId, input),
      { success: 'episodes.saved', failure: 'episodes.saveFailed' },
      async () => {
        setEditing(null);
        await refresh();
      },
    );
  const remove = (episode: Episode) =>
    write.run(
      () => episodesApi.remove(movieId, episode.id),
      { success: 'episodes.deleted', failure: 'episodes.deleteFailed' },
      refresh,
    );

  if (seasons.isLoading) return <PageSpinner minHeight="20vh" />;
  return (
    <Stack gap="4">
      <HStack justify="end">
        <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
          {t('episodes.add')}
        </Button>
      </HStack>
      {editing ? (
        <Card.Root>
          <Card.Body>
            <EpisodeForm
              initial={
                editing === 'new'
                  ? toEpisodeFormValues(null, last?.season ?? 1, (last?.number ?? 0) + 1)
                  : toEpisodeFormValues(editing)
              }
              submitLabel={editing === 'new' ? t('episodes.add') : t('episodes.save')}
              onSubmit={save}
              onCancel={() => setEditing(null)}
            />
          </Card.Body>
        </Card.Root>
      ) : null}
      {(seasons.data?.seasons ?? []).map(({ season, episodes }) => (
        <Stack key={season} as="section" gap="2" aria-label={t('episodes.seasonNumber', { season })}>
          <Text fontWeight="semibold">{t('episodes.seasonNumber', { season })}</Text>
          {episodes.map((episode) => (
            <Card.Root key={episode.id} size="sm">
              <Card.Body>
                <HStack justify="space-between" gap="3" flexWrap="wrap">
                  <Stack gap="0">
                    <Text>
                      {episode.number}. {episode.title}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('episodes.minutes', { count: Math.round(episode.durationSeconds / 60) })}
                    </Text>
                  </Stack>
                  <HStack gap="2" flexWrap="wrap">
                    <Badge>
                      {t(`episodes.media.${episode.media.state}`, { percent: episode.media.percent })}
                    </Badge>
                    <Button size="xs" variant="outline" onClick={() => setEditing(episode)}>
                      {t('episodes.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void remove(episode)}
                    >
                      {t('episodes.delete')}
                    </Button>
                  </HStack>
                </HStack>
                <Box mt="3">
                  <FilmField
                    target={{ movieId, episodeId: episode.id }}
                    label={t('film.episodeLabel')}
                    onStored={() => void refresh()}
                  />
                </Box>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
