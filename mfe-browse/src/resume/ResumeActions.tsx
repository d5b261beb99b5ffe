import { type MovieDisplay, PLAYER_OPENER_ATTRIBUTE } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { openPlayer } from '@premieres/player-store';
import { Play, RotateCcw } from 'lucide-react';
import { playEpisode } from '../episodes/playEpisode';
import { BROWSE_NS } from '../i18n';
import { playIntent, requestPlayback } from '../play';
import { minutesLeft, type ResumeState, resumeEpisodeCode } from './resumeState';

/** Start over: the same title (or episode), from 0, through the shared player store. */
function startOver(movie: MovieDisplay, resume: ResumeState): void {
  const { episode } = resume;
  openPlayer({
    title: episode ? `${movie.title} · ${resumeEpisodeCode(episode)} · ${episode.title}` : movie.title,
    videoUrl: '',
    kind: 'content',
    movieId: movie.id,
    ...(episode ? { episodeId: episode.id } : {}),
    startOver: true,
  });
}

/** The detail hero's Resume (naming the episode of a series), its progress and time left, and Start over (detail-css). */
export function ResumeActions({ movie, resume }: { movie: MovieDisplay; resume: ResumeState }) {
  const { t } = useTranslation(BROWSE_NS);
  const percent = Math.round(resume.fraction * 100);
  const { episode } = resume;
  const minutes = minutesLeft(resume.secondsLeft);
  const hours = Math.floor(minutes / 60);
  const left =
    hours > 0
      ? t('detail.leftHours', { hours, minutes: minutes % 60 })
      : t('detail.leftMinutes', { count: minutes });
  return (
    <div className="cd-resume" data-testid="resume">
      <div className="cd-row cd-actions">
        <button
          type="button"
          className="pk-btn"
          data-palette="brand"
          data-size="lg"
          onClick={() => (episode ? playEpisode(movie, episode) : requestPlayback(movie, 'play'))}
          {...playIntent}
          {...{ [PLAYER_OPENER_ATTRIBUTE]: movie.id }}
        >
          <Play fill="currentColor" />{' '}
          {episode ? t('detail.resumeEpisode', { code: resumeEpisodeCode(episode) }) : t('detail.resume')}
        </button>
        <button
          type="button"
          className="pk-btn"
          data-variant="outline"
          data-size="lg"
          onClick={() => startOver(movie, resume)}
          {...playIntent}
        >
          <RotateCcw /> {t('detail.startOver')}
        </button>
      </div>
      <div className="cd-resume-bar">
        <div
          className="cd-bar"
          role="progressbar"
          aria-label={t('detail.resumeProgress', { title: movie.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={left}
        >
          <div style={{ width: `${percent}%` }} />
        </div>
        <span data-testid="resume-left">{left}</span>
      </div>
    </div>
  );
}
