import { languagesApi } from '@premieres/api-client';
import {
  DEFAULT_LANGUAGE_PREFERENCES,
  type LanguagePreferences,
  type MediaLanguage,
  mediaLanguageOf,
  type PlaybackLanguages,
  SUBTITLES_OFF,
  type SubtitleChoice,
  startingLanguages,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import type HlsType from 'hls.js';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface LanguageTrack {
  /** hls.js track index. */
  index: number;
  language: MediaLanguage;
}

export interface LanguageTracks {
  audioTracks: LanguageTrack[];
  subtitleTracks: LanguageTrack[];
  /** The audio language playing (null before hls.js knows). */
  audio: MediaLanguage | null;
  subtitles: SubtitleChoice;
  appearance: Pick<LanguagePreferences, 'subtitleSize' | 'subtitleBackground'>;
  selectAudio: (language: MediaLanguage) => void;
  selectSubtitles: (choice: SubtitleChoice) => void;
  /** `C`: off ↔ the last language shown (else the preferred one, else the first). */
  toggleSubtitles: () => void;
}

const tracksOf = (list: { lang?: string }[]): LanguageTrack[] =>
  list.flatMap((t, index) => {
    const language = mediaLanguageOf(t.lang);
    return language ? [{ index, language }] : [];
  });

/**
 * The audio and subtitle tracks of an hls.js stream, started in the acting profile's languages
 * (its last choice for the title, else its defaults, else a guess from the interface language).
 * Switching sets hls.audioTrack / hls.subtitleTrack, which swap the track at the current position
 * without reloading the video; a viewer's choice is remembered for the profile and title.
 * Cues are drawn by SubtitleOverlay, so hls.js keeps its text tracks hidden.
 */
export function useLanguageTracks(hls: HlsType | null, movieId: string | undefined): LanguageTracks {
  const { i18n } = useTranslation();
  // undefined while loading: the starting choice waits for it.
  const [saved, setSaved] = useState<PlaybackLanguages | null | undefined>(undefined);
  const [audioTracks, setAudioTracks] = useState<LanguageTrack[]>([]);
  const [subtitleTracks, setSubtitleTracks] = useState<LanguageTrack[]>([]);
  const [audio, setAudio] = useState<MediaLanguage | null>(null);
  const [subtitles, setSubtitles] = useState<SubtitleChoice>(SUBTITLES_OFF);
  const current = useRef({ audio, subtitles });
  current.current = { audio, subtitles };
  const lastShown = useRef<MediaLanguage | null>(null);
  const started = useRef({ audio: false, subtitles: false });

  useEffect(() => {
    if (!movieId) {
      setSaved(null);
      return;
    }
    let live = true;
    languagesApi
      .forTitle(movieId)
      .then((value) => live && setSaved(value))
      .catch(() => live && setSaved(null)); // no answer: start from the guess
    return () => {
      live = false;
    };
  }, [movieId]);

  useEffect(() => {
    if (!hls) return;
    started.current = { audio: false, subtitles: false };
    const { Events } = hls.constructor as typeof HlsType;
    hls.subtitleDisplay = false;
    const readAudio = () => setAudioTracks(tracksOf(hls.audioTracks));
    const readSubtitles = () => setSubtitleTracks(tracksOf(hls.subtitleTracks));
    const onAudioSwitched = (_e: unknown, data: { id: number }) =>
      setAudio(mediaLanguageOf(hls.audioTracks[data.id]?.lang));
    hls.on(Events.AUDIO_TRACKS_UPDATED, readAudio);
    hls.on(Events.SUBTITLE_TRACKS_UPDATED, readSubtitles);
    hls.on(Events.AUDIO_TRACK_SWITCHED, onAudioSwitched);
    readAudio();
    readSubtitles();
    return () => {
      hls.off(Events.AUDIO_TRACKS_UPDATED, readAudio);
      hls.off(Events.SUBTITLE_TRACKS_UPDATED, readSubtitles);
      hls.off(Events.AUDIO_TRACK_SWITCHED, onAudioSwitched);
    };
  }, [hls]);

  const applyAudio = useCallback(
    (language: MediaLanguage) => {
      const track = audioTracks.find((t) => t.language === language);
      if (!hls || !track) return false;
      if (hls.audioTrack !== track.index) hls.audioTrack = track.index;
      setAudio(language);
      return true;
    },
    [hls, audioTracks],
  );

  const applySubtitles = useCallback(
    (choice: SubtitleChoice) => {
      if (!hls) return false;
      const track = choice === SUBTITLES_OFF ? null : subtitleTracks.find((t) => t.language === choice);
      if (choice !== SUBTITLES_OFF && !track) return false;
      hls.subtitleDisplay = false;
      hls.subtitleTrack = track ? track.index : -1;
      if (track) lastShown.current = track.language;
      setSubtitles(track ? track.language : SUBTITLES_OFF);
      return true;
    },
    [hls, subtitleTracks],
  );

  // The starting choice, once the saved languages and each kind of track are known.
  useEffect(() => {
    if (!hls || saved === undefined) return;
    const start = startingLanguages(saved, i18n.language);
    if (!started.current.audio && audioTracks.length > 0) {
      started.current.audio = true;
      if (!applyAudio(start.audio)) setAudio(mediaLanguageOf(hls.audioTracks[hls.audioTrack]?.lang));
    }
    if (!started.current.subtitles && subtitleTracks.length > 0) {
      started.current.subtitles = true;
      applySubtitles(start.subtitles);
    }
  }, [hls, saved, audioTracks, subtitleTracks, applyAudio, applySubtitles, i18n.language]);

  const remember = useCallback(
    (choice: { audio: MediaLanguage | null; subtitles: SubtitleChoice }) => {
      if (!movieId || !choice.audio) return;
      // A lost save only costs the choice next time: never interrupt playback for it.
      languagesApi
        .rememberForTitle(movieId, { audio: choice.audio, subtitles: choice.subtitles })
        .catch(() => undefined);
    },
    [movieId],
  );

  const selectAudio = useCallback(
    (language: MediaLanguage) => {
      if (applyAudio(language)) remember({ ...current.current, audio: language });
    },
    [applyAudio, remember],
  );

  const selectSubtitles = useCallback(
    (choice: SubtitleChoice) => {
      if (applySubtitles(choice)) remember({ ...current.current, subtitles: choice });
    },
    [applySubtitles, remember],
  );

  const toggleSubtitles = useCallback(() => {
    if (current.current.subtitles !== SUBTITLES_OFF) return selectSubtitles(SUBTITLES_OFF);
    const preferred = saved?.preferences.subtitles;
    const wanted =
      lastShown.current ??
      (preferred && preferred !== SUBTITLES_OFF ? preferred : null) ??
      subtitleTracks.find((t) => t.language === i18n.language)?.language ??
      subtitleTracks[0]?.language;
    if (wanted) selectSubtitles(wanted);
  }, [saved, subtitleTracks, selectSubtitles, i18n.language]);

  const preferences = saved?.preferences ?? DEFAULT_LANGUAGE_PREFERENCES;
  return {
    audioTracks,
    subtitleTracks,
    audio,
    subtitles,
    appearance: {
      subtitleSize: preferences.subtitleSize,
      subtitleBackground: preferences.subtitleBackground,
    },
    selectAudio,
    selectSubtitles,
    toggleSubtitles,
  };
}
