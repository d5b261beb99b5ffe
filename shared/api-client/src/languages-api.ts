import type {
  LanguagePreferences,
  PlaybackLanguages,
  TitleLanguageChoice,
  TitleLanguages,
} from '@premieres/contracts';
import { call } from './http';

const profilePath = (profileId: string) => `viewer-profiles/${encodeURIComponent(profileId)}/languages`;
const titlePath = (movieId: string) => `me/languages/${encodeURIComponent(movieId)}`;

/** Watching in your language: a profile's defaults, the last choice per title, a title's languages. */
export const languagesApi = {
  preferences: (profileId: string): Promise<LanguagePreferences> =>
    call((c) => c.get(profilePath(profileId)).json()),
  savePreferences: (profileId: string, input: LanguagePreferences): Promise<LanguagePreferences> =>
    call((c) => c.put(profilePath(profileId), { json: input }).json()),
  /** The acting profile's defaults and its last choice for the title (subscribers). */
  forTitle: (movieId: string): Promise<PlaybackLanguages> => call((c) => c.get(titlePath(movieId)).json()),
  rememberForTitle: (movieId: string, choice: TitleLanguageChoice): Promise<TitleLanguageChoice> =>
    call((c) => c.put(titlePath(movieId), { json: choice }).json()),
  ofTitle: (movieId: string): Promise<TitleLanguages> =>
    call((c) => c.get(`movies/${encodeURIComponent(movieId)}/languages`).json()),
};
