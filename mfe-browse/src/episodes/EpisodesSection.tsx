import type { Episode, EpisodeProgress, MovieDisplay } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { LazyDownloadControl } from '../downloads/LazyDownloadControl';
import { BROWSE_NS } from '../i18n';
import { playIntent } from '../play';
import { EpisodeStill } from './EpisodeStill';
import { playEpisode } from './playEpisode';
import { useEpisodes, useSeriesProgress } from './useEpisodes';

/** A series' episodes on its detail page: a season picker, then each episode's still (with its Play), name and synopsis (detail-css .ep-*). */
export function EpisodesSection({ movie }: { movie: MovieDisplay }) {
  const { t } = useTranslation(BROWSE_NS);
  const { data } = useEpisodes(movie.id);
  const { data: progress } = useSeriesProgress(movie.id);
  const seasons = data?.seasons ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  if (seasons.length === 0) return null;
  const current = seasons.find((s) => s.season === picked) ?? seasons[0];
  const byEpisode = new Map((progress?.episodes ?? []).map((p) => [p.episodeId, p]));
  return (
    <section aria-labelledby="episodes-heading">
      <div className="ep-head">
        <h2 className="cd-h2" id="episodes-heading">
          {t('episodes.heading')}
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset needs a legend and draws its own box; the group is named by its label */}
        <div className="ep-seasons" role="group" aria-label={t('episodes.seasonPicker')}>
          {seasons.map(({ season }) => (
            <button
              type="button"
              className="pk-btn"
              key={season}
              data-size="sm"
              data-variant={season === current?.season ? 'solid' : 'outline'}
              aria-pressed={season === current?.season}
              onClick={() => setPicked(season)}
            >
              {t('episodes.season', { season })}
            </button>
          ))}
        </div>
      </div>
      <ol className="ep-list" aria-label={t('episodes.season', { season: current?.season })}>
        {(current?.episodes ?? []).map((episode) => (
          <EpisodeRow
            key={episode.id}
            movieId={movie.id}
            episode={episode}
            progress={byEpisode.get(episode.id)}
            isCurrent={progress?.episodeId === episode.id}
            onPlay={() => playEpisode(movie, episode)}
          />
        ))}
      </ol>
    </section>
  );
}

function EpisodeRow({
  movieId,
  episode,
  progress,
  isCurrent,
  onPlay,
}: {
  movieId: string;
  episode: Episode;
  progress: EpisodeProgress | undefined;
  isCurrent: boolean;
  onPlay: () => void;
}) {
  const { t } = useTranslation(BROWSE_NS);
  const minutes = Math.max(1, Math.round(episode.durationSeconds / 60));
  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <li className="ep-item" data-current={isCurrent || undefined}>
      <div className="ep-row">
        <EpisodeStill stillUrl={episode.stillUrl}>
          <button
            type="button"
            className="pk-btn"
            data-size="sm"
            data-palette="brand"
            aria-label={t('episodes.play', { number: episode.number, title: episode.title })}
            onClick={onPlay}
            {...playIntent}
          >
            <Play fill="currentColor" />
          </button>
        </EpisodeStill>
        <div className="ep-info">
          <div className="ep-name">
            <p>{t('episodes.numbered', { number: episode.number, title: episode.title })}</p>
            <p className="cd-muted cd-small">{t('episodes.minutes', { count: minutes })}</p>
          </div>
          <LazyDownloadControl
            contentId={movieId}
            episodeId={episode.id}
            compact
            label={t('downloads.downloadEpisode', { number: episode.number, title: episode.title })}
          />
          {episode.synopsis ? <p className="cd-muted cd-small">{episode.synopsis}</p> : null}
          {progress && percent > 0 ? (
            <div
              className="cd-bar"
              role="progressbar"
              aria-label={t('episodes.progress', { title: episode.title })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div style={{ width: `${percent}%` }} />
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}
