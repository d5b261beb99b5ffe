import { i18n, isLanguage, type Language, SUPPORTED_LANGUAGES } from '@premieres/i18n';
import type { AdminAnalyticsStrings } from '../analytics/i18n/analytics.en';
import type { AdminAuditStrings } from '../audit/i18n/audit.en';
import type { AdminCategoriesStrings } from '../categories/i18n/categories.en';
import type { AdminContentStrings } from '../content/i18n/content.en';
import type { AdminMovieFormStrings } from '../content/i18n/movieForm.en';
import type { adminEpisodesEn } from '../episodes/i18n/episodes.en';
import type { AdminRulesStrings } from '../feedback/i18n/rules.en';
import type { adminFilmEn } from '../film/i18n/film.en';
import type { AdminLanguagesStrings } from '../languages/i18n/languages.en';
import type { AdminMessagesStrings } from '../messages/i18n/messages.en';
import type { AdminThumbnailsStrings } from '../thumbnails/i18n/thumbnails.en';
import type { AdminTrendingStrings } from '../trending/i18n/trending.en';
import type { AdminUsersStrings } from '../users/i18n/users.en';
import type { MediaStrings } from './media.en';
import { ADMIN_NS } from './namespace';

// The panel's own strings (layout, tab labels, toasts, errors) are bundled with it; each tab's and
// dialog's strings are a part of the admin namespace loaded with its code, in every language the
// page has loaded (so a later language switch or a switch back finds them), before it renders:
// its usual loading state shows meanwhile, never raw keys. (Issue 28: /admin ships only what the
// first tab shows.)

/** One part of the admin namespace: its English, and loaders of Hindi and Malayalam (they come with it). */
export interface PartStrings {
  en: object;
  hi: () => Promise<object>;
  ml: () => Promise<object>;
}

/** Loads a part's module (its English in the chunk of the one page that uses it, where there is one). */
export type StringsPart = () => Promise<PartStrings>;

/** Every part's English: with the panel's, the namespace whole (typed t() keys, tests). */
export type AdminPartsStrings = AdminContentStrings &
  AdminMovieFormStrings &
  AdminRulesStrings &
  AdminTrendingStrings &
  AdminThumbnailsStrings &
  AdminUsersStrings &
  AdminCategoriesStrings &
  AdminAnalyticsStrings &
  AdminMessagesStrings &
  AdminAuditStrings &
  AdminLanguagesStrings & {
    media: MediaStrings;
    episodes: typeof adminEpisodesEn;
    film: typeof adminFilmEn;
  };

// A part one page alone uses has its module (English, loaders of the others) in that page's chunk (the same webpackChunkName as
// its import in tabs.ts or ContentPage.tsx): one file, and one entry fewer in remoteEntry's chunk map.
export const STRINGS_PARTS = {
  content: () =>
    import(/* webpackChunkName: "admin-tab-content" */ '../content/i18n/content.part').then(
      (m) => m.contentPart,
    ),
  movieForm: () =>
    import(/* webpackChunkName: "admin-movie-form" */ '../content/i18n/movieForm.part').then(
      (m) => m.movieFormPart,
    ),
  rules: () => import('../feedback/i18n/rules.part').then((m) => m.rulesPart),
  film: () => import('../film/i18n/film.part').then((m) => m.filmPart),
  media: () => import('./media.part').then((m) => m.mediaPart),
  episodes: () =>
    import(/* webpackChunkName: "admin-tab-episodes" */ '../episodes/i18n/episodes.part').then(
      (m) => m.episodesPart,
    ),
  trending: () =>
    import(/* webpackChunkName: "admin-tab-trending" */ '../trending/i18n/trending.part').then(
      (m) => m.trendingPart,
    ),
  thumbnails: () =>
    import(/* webpackChunkName: "admin-tab-thumbnails" */ '../thumbnails/i18n/thumbnails.part').then(
      (m) => m.thumbnailsPart,
    ),
  users: () =>
    import(/* webpackChunkName: "admin-tab-users" */ '../users/i18n/users.part').then((m) => m.usersPart),
  categories: () =>
    import(/* webpackChunkName: "admin-tab-categories" */ '../categories/i18n/categories.part').then(
      (m) => m.categoriesPart,
    ),
  analytics: () =>
    import(/* webpackChunkName: "admin-tab-analytics" */ '../analytics/i18n/analytics.part').then(
      (m) => m.analyticsPart,
    ),
  messages: () =>
    import(/* webpackChunkName: "admin-tab-messages" */ '../messages/i18n/messages.part').then(
      (m) => m.messagesPart,
    ),
  audit: () =>
    import(/* webpackChunkName: "admin-tab-audit" */ '../audit/i18n/audit.part').then((m) => m.auditPart),
  languages: () =>
    import(/* webpackChunkName: "admin-tab-languages" */ '../languages/i18n/languages.part').then(
      (m) => m.languagesPart,
    ),
} as const satisfies Record<string, StringsPart>;

/** Parts opened so far: a language loaded later brings their strings with the panel's. */
const opened = new Set<PartStrings>();

/** A part in `language`; English when that chunk cannot load (as the shared i18n package does). */
function partIn(part: PartStrings, language: Language): Promise<object> {
  if (language === 'en') return Promise.resolve(part.en);
  return part[language]().catch((error: unknown) => {
    console.warn(`'${language}' admin strings did not load; showing English`, error);
    return part.en;
  });
}

/**
 * Adds `parts` to the admin namespace in English (bundled, so never fetched again on a switch
 * back), the page's language (or the one it is switching to) and any other language loaded so far.
 */
export async function loadParts(...parts: StringsPart[]): Promise<void> {
  const loaded = await Promise.all(parts.map((part) => part()));
  for (const part of loaded) opened.add(part);
  const languages = new Set<Language>(['en']);
  for (const language of SUPPORTED_LANGUAGES) {
    if (i18n.hasResourceBundle(language, ADMIN_NS)) languages.add(language);
  }
  // i18next's own field (not in its types): the language a switch in progress is loading.
  const switchingTo = (i18n as { isLanguageChangingTo?: string }).isLanguageChangingTo;
  for (const language of [i18n.language, switchingTo]) {
    if (isLanguage(language)) languages.add(language);
  }
  await Promise.all(
    [...languages].flatMap((language) =>
      loaded.map(async (part) => {
        i18n.addResourceBundle(language, ADMIN_NS, await partIn(part, language), true, true);
      }),
    ),
  );
}

/** `load` (a lazy page or dialog) that resolves once its strings are in too. */
export function withStrings<T>(load: () => Promise<T>, ...parts: StringsPart[]): () => Promise<T> {
  return () => Promise.all([load(), loadParts(...parts)]).then(([module]) => module);
}

/**
 * The admin namespace's loader for `language` (Hindi, Malayalam): the panel's strings and those
 * of every part opened before the switch, so an open tab redraws in the new language whole.
 */
export function panelWithOpenedParts(
  language: Language,
  panel: () => Promise<object>,
  panelEnglish: object,
): Promise<object> {
  const panelStrings = panel().catch((error: unknown) => {
    console.warn(`'${language}' admin strings did not load; showing English`, error);
    return panelEnglish;
  });
  const parts = [...opened].map((part) => partIn(part, language));
  return Promise.all([panelStrings, ...parts]).then((loaded) => loaded.reduce(mergeStrings, {}));
}

type Strings = { [key: string]: unknown };
const isStrings = (value: unknown): value is Strings => typeof value === 'object' && value !== null;

/** `from` over `into`, nested objects merged (several parts add to `toasts`). */
export function mergeStrings(into: Strings, from: object): Strings {
  const out: Strings = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const known = out[key];
    out[key] = isStrings(known) && isStrings(value) ? mergeStrings(known, value) : value;
  }
  return out;
}
