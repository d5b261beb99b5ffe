import {
  type MovieDisplay,
  PLACEHOLDER_IMAGE,
  PLAYER_OPENER_ATTRIBUTE,
  posterSrcSet,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { prefetchPlayer } from '@premieres/player-store';
import { DocumentTitle } from '@premieres/ui/plain/DocumentTitle';
import { PlainSpinner } from '@premieres/ui/plain/PlainSpinner';
import { swapToPlaceholder } from '@premieres/ui/plain/placeholder';
import { Check, Film, Play, Plus, Star } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { genreText, lengthText, ratingText } from '../cards/movieMeta';
import { useMovie } from '../catalogue/useCatalog';
import { LazyDownloadControl } from '../downloads/LazyDownloadControl';
import { EpisodesSection } from '../episodes/EpisodesSection';
import { playSeries } from '../episodes/playEpisode';
import { useEpisodes, useSeriesProgress } from '../episodes/useEpisodes';
import { FilmStatusLine } from '../film-status/FilmStatusLine';
import { useFilmStatus } from '../film-status/useFilmStatus';
import { BROWSE_NS } from '../i18n';
import { TitleLanguages, useTitleLanguages } from '../languages/TitleLanguages';
import { useSlicedReady } from '../layout/sliced-render';
import { usePageDrawn } from '../layout/usePageDrawn';
import { useLibrary } from '../my-list/useLibrary';
import { playIntent, playsTrailer, requestPlayback } from '../play';
import { ResumeActions } from '../resume/ResumeActions';
import { resumeState } from '../resume/resumeState';
import { BackButton } from './BackButton';
import { DetailStyles } from './DetailStyles';
import { DETAIL_FACTS } from './detail-fields';
import { HERO_BACKDROP_SIZES } from './hero-backdrop';

/**
 * /content/:id and /movie/:id (spec §2 Content detail). What it shows of each field of the title
 * is decided in detail-fields.ts (a new field does not compile until it is). Plain elements over
 * one static stylesheet (detail-css.ts) and the kit's pk- classes: no UI kit on its first screen.
 */
export function ContentDetailPage() {
  const { id = '' } = useParams();
  const { data: movie, isLoading } = useMovie(id);
  // The hero shows the languages line: its first answer (read with the title) comes before the
  // hero paints, so nothing moves under the viewer (CLS); a failed read does not hold it up, then
  // or when the languages line asks again (a read that has ever failed never brings the spinner
  // back: that swapped the hero for the spinner and asked again, in a loop).
  const languages = useTitleLanguages(id);
  const languagesFirstTry =
    languages.isLoading && languages.failureCount === 0 && languages.errorUpdateCount === 0;
  const waiting = isLoading || Boolean(movie && languagesFirstTry);
  // The title's page draws in slices once its data is here (issue 28: one 460 ms task at 4x CPU).
  const drawn = useSlicedReady(!waiting);
  if (!drawn) return <PlainSpinner />;
  return movie ? <ContentDetail movie={movie} /> : <ContentNotFound />;
}

export function ContentNotFound() {
  const { t } = useTranslation(BROWSE_NS);
  usePageDrawn();
  return (
    <main className="cd-missing">
      <DetailStyles />
      <h1>{t('detail.notFound')}</h1>
      <RouterLink to="/dashboard" className="pk-btn" data-palette="brand">
        {t('detail.backToDashboard')}
      </RouterLink>
    </main>
  );
}

function ContentDetail({ movie }: { movie: MovieDisplay }) {
  const { t } = useTranslation(BROWSE_NS);
  usePageDrawn();
  const library = useLibrary();
  const inList = library.isInList(movie.id);
  const length = lengthText(movie, t);
  const isSeries = movie.type === 'tv';
  const episodes = useEpisodes(movie.id).data?.seasons.flatMap((s) => s.episodes) ?? [];
  // No film: Play is the trailer, and says so. A series with episodes plays the profile's
  // current episode (S1E1 when none).
  const trailerOnly = playsTrailer(movie);
  const play = () => {
    if (trailerOnly) requestPlayback(movie, 'trailer');
    else if (isSeries && episodes.length > 0) void playSeries(movie, episodes);
    else requestPlayback(movie, 'play');
  };
  // Started and unfinished: Resume (naming a series' episode) with the time left, and Start over.
  const progress = useSeriesProgress(movie.id).data;
  const resume = trailerOnly ? null : resumeState(progress, episodes);
  const filmStatus = useFilmStatus(movie);
  // Play is likely here: once the page has settled the player's files (and its stream library)
  // download while the viewer reads; they run on Play intent (playIntent), not before.
  useEffect(prefetchPlayer, []);
  const backdropVariants = posterSrcSet(movie.thumbnail, 'webp');

  return (
    <main>
      <DetailStyles />
      <DocumentTitle page={movie.title} />
      <div className="cd-hero">
        {/* A blurred wash of the poster: sharp, its printed title showed as a clipped ghost behind
            the heading. Scaled up so the blur's soft edges stay outside the hero. */}
        <img
          className="cd-backdrop"
          data-testid="hero-backdrop"
          src={movie.thumbnail || PLACEHOLDER_IMAGE}
          srcSet={backdropVariants || undefined}
          sizes={backdropVariants ? HERO_BACKDROP_SIZES : undefined}
          alt=""
          fetchPriority="high"
          onError={(event) => swapToPlaceholder(event.currentTarget)}
        />
        <div className="cd-wash" />
        <div className="cd-container">
          <BackButton fallback="/dashboard" />
          <div className="cd-stack">
            <div className="cd-row cd-badges">
              {movie.isNew ? (
                <span className="pk-badge" data-palette="red" data-variant="solid">
                  {t('badges.new')}
                </span>
              ) : null}
              <span className="pk-badge" data-variant="surface">
                {isSeries ? t('badges.premiere') : t('badges.movie')}
              </span>
              {movie.genre ? (
                <span className="pk-badge" data-variant="outline">
                  {genreText(movie.genre, t)}
                </span>
              ) : null}
            </div>
            <h1 className="cd-h1">{movie.title}</h1>
            <div className="cd-row cd-meta">
              <div
                className="cd-rating"
                role="img"
                aria-label={t('meta.rating', { rating: ratingText(movie.rating) })}
              >
                <Star size={16} fill="gold" color="gold" aria-hidden="true" />
                <span>{ratingText(movie.rating)}</span>
              </div>
              {movie.year ? <span>{movie.year}</span> : null}
              {length ? <span>{length}</span> : null}
              {isSeries && movie.episodes ? (
                <span>{t('meta.episodes', { count: movie.episodes })}</span>
              ) : null}
            </div>
            <TitleLanguages movieId={movie.id} />
            {movie.description ? <p className="cd-lead">{movie.description}</p> : null}
            <div className="cd-row cd-actions">
              {resume ? (
                <ResumeActions movie={movie} resume={resume} />
              ) : (
                <button
                  type="button"
                  className="pk-btn"
                  data-palette="brand"
                  data-size="lg"
                  onClick={play}
                  {...playIntent}
                  {...{ [PLAYER_OPENER_ATTRIBUTE]: movie.id }}
                >
                  {trailerOnly ? <Film /> : <Play fill="currentColor" />}{' '}
                  {trailerOnly ? t('detail.playTrailer') : t('detail.play')}
                </button>
              )}
              <button
                type="button"
                className="pk-btn"
                data-variant="outline"
                data-size="lg"
                aria-pressed={inList}
                onClick={() => library.toggleList(movie)}
              >
                {inList ? <Check /> : <Plus />} {inList ? t('detail.inList') : t('detail.addToList')}
              </button>
              {trailerOnly ? null : (
                <button
                  type="button"
                  className="pk-btn"
                  data-variant="subtle"
                  data-size="lg"
                  onClick={() => requestPlayback(movie, 'trailer')}
                  {...playIntent}
                >
                  <Film /> {t('detail.watchTrailer')}
                </button>
              )}
              {/* A series downloads episode by episode (each in the list below). */}
              {trailerOnly || isSeries ? null : <LazyDownloadControl contentId={movie.id} />}
            </div>
            {trailerOnly ? (
              <p className="cd-muted" data-testid="trailer-only">
                {t('detail.onlyTrailer')}
              </p>
            ) : (
              <FilmStatusLine status={filmStatus} />
            )}
          </div>
        </div>
      </div>
      <div className="cd-container cd-body">
        <div className="cd-grid">
          <div className="cd-sections">
            {isSeries ? <EpisodesSection movie={movie} /> : null}
            <Section title={t('detail.about')}>
              <p className="cd-muted">{movie.description || t('detail.unknown')}</p>
            </Section>
            <Section title={t('detail.cast')}>
              {movie.cast.length > 0 ? (
                <ul className="cd-chips">
                  {movie.cast.map((name) => (
                    <li key={name} className="pk-badge" data-size="lg">
                      {name}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="cd-muted">{t('detail.unknown')}</p>
              )}
            </Section>
            <Section title={t('detail.tags')}>
              <ul className="cd-chips">
                {movie.tags.map((tag) => (
                  <li key={tag} className="pk-badge" data-variant="outline">
                    {tag}
                  </li>
                ))}
              </ul>
            </Section>
          </div>
          <aside className="cd-aside">
            <h2 className="cd-h2">{t('detail.details')}</h2>
            <dl className="cd-facts">
              {DETAIL_FACTS.filter((fact) => isSeries || !fact.seriesOnly).map((fact) => (
                <Detail key={fact.field} label={t(fact.label)} value={fact.text(movie, t)} />
              ))}
            </dl>
          </aside>
        </div>
      </div>
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="cd-h2">{title}</h2>
      {children}
    </section>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || t('detail.unknown')}</dd>
    </>
  );
}
