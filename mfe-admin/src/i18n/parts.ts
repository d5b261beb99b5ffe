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

/** One part of the admin namespace: its top-level keys, loaded in one language. */
export type StringsPart = Readonly<Record<Language, () => Promise<object>>>;

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

export const STRINGS_PARTS = {
  content: {
    en: () =>
      import(/* webpackChunkName: "admin-tab-content" */ '../content/i18n/content.en').then(
        (m) => m.adminContentEn,
      ),
    hi: () => import('../content/i18n/content.hi').then((m) => m.adminContentHi),
    ml: () => import('../content/i18n/content.ml').then((m) => m.adminContentMl),
  },
  movieForm: {
    en: () =>
      import(/* webpackChunkName: "admin-movie-form" */ '../content/i18n/movieForm.en').then(
        (m) => m.adminMovieFormEn,
      ),
    hi: () => import('../content/i18n/movieForm.hi').then((m) => m.adminMovieFormHi),
    ml: () => import('../content/i18n/movieForm.ml').then((m) => m.adminMovieFormMl),
  },
  rules: {
    en: () => import('../feedback/i18n/rules.en').then((m) => m.adminRulesEn),
    hi: () => import('../feedback/i18n/rules.hi').then((m) => m.adminRulesHi),
    ml: () => import('../feedback/i18n/rules.ml').then((m) => m.adminRulesMl),
  },
  film: {
    en: () => import('../film/i18n/film.en').then((m) => ({ film: m.adminFilmEn })),
    hi: () => import('../film/i18n/film.hi').then((m) => ({ film: m.adminFilmHi })),
    ml: () => import('../film/i18n/film.ml').then((m) => ({ film: m.adminFilmMl })),
  },
  media: {
    en: () => import('./media.en').then((m) => ({ media: m.mediaEn })),
    hi: () => import('./media.hi').then((m) => ({ media: m.mediaHi })),
    ml: () => import('./media.ml').then((m) => ({ media: m.mediaMl })),
  },
  episodes: {
    en: () =>
      import(/* webpackChunkName: "admin-tab-episodes" */ '../episodes/i18n/episodes.en').then((m) => ({
        episodes: m.adminEpisodesEn,
      })),
    hi: () => import('../episodes/i18n/episodes.hi').then((m) => ({ episodes: m.adminEpisodesHi })),
    ml: () => import('../episodes/i18n/episodes.ml').then((m) => ({ episodes: m.adminEpisodesMl })),
  },
  trending: {
    en: () =>
      import(/* webpackChunkName: "admin-tab-trending" */ '../trending/i18n/trending.en').then(
        (m) => m.adminTrendingEn,
      ),
    hi: () => import('../trending/i18n/trending.hi').then((m) => m.adminTrendingHi),
    ml: () => import('../trending/i18n/trending.ml').then((m) => m.adminTrendingMl),
  },
  thumbnails: {
    en: () =>
      import(/* webpackChunkName: "admin-tab-thumbnails" */ '../thumbnails/i18n/thumbnails.en').then(
        (m) => m.adminThumbnailsEn,
      ),
    hi: () => import('../thumbnails/i18n/thumbnails.hi').then((m) => m.adminThumbnailsHi),
    ml: () => import('../thumbnails/i18n/thumbnails.ml').then((m) => m.adminThumbnailsMl),
  },
  users: {
    en: () =>
      import(/* webpackChunkName: "admin-tab-users" */ '../users/i18n/users.en').then((m) => m.adminUsersEn),
    hi: () => import('../users/i18n/users.hi').then((m) => m.adminUsersHi),
    ml: () => import('../users/i18n/users.ml').then((m) => m.adminUsersMl),
  },
  categories: {
    en: () =>
      import(/* webpackChunkName: "admin-tab-categories" */ '../categories/i18n/categories.en').then(
        (m) => m.adminCategoriesEn,
      ),
    hi: () => import('../categories/i18n/categories.hi').then((m) => m.adminCategoriesHi),
    ml: () => import('../categories/i18n/categories.ml').then((m) => m.adminCategoriesMl),
  },
  analytics: {
    en: () =>
      import(/* webpackChunkName: "admin-tab-analytics" */ '../analytics/i18n/analytics.en').then(
        (m) => m.adminAnalyticsEn,
      ),
    hi: () => import('../analytics/i18n/analytics.hi').then((m) => m.adminAnalyticsHi),
    ml: () => import('../analytics/i18n/analytics.ml').then((m) => m.adminAnalyticsMl),
  },
  messages: {
    en: () =>
      import(/* webpackChunkName: "admin-tab-messages" */ '../messages/i18n/messages.en').then(
        (m) => m.adminMessagesEn,
      ),
    hi: () => import('../messages/i18n/messages.hi').then((m) => m.adminMessagesHi),
    ml: () => import('../messages/i18n/messages.ml').then((m) => m.adminMessagesMl),
  },
  audit: {
    en: () =>
      import(/* webpackChunkName: "admin-tab-audit" */ '../audit/i18n/audit.en').then((m) => m.adminAuditEn),
    hi: () => import('../audit/i18n/audit.hi').then((m) => m.adminAuditHi),
    ml: () => import('../audit/i18n/audit.ml').then((m) => m.adminAuditMl),
  },
  languages: {
    en: () =>
      import(/* webpackChunkName: "admin-tab-languages" */ '../languages/i18n/languages.en').then(
        (m) => m.adminLanguagesEn,
      ),
    hi: () => import('../languages/i18n/languages.hi').then((m) => m.adminLanguagesHi),
    ml: () => import('../languages/i18n/languages.ml').then((m) => m.adminLanguagesMl),
  },
} as const satisfies Record<string, StringsPart>;

// A part one page alone uses has its English in that page's chunk (the same webpackChunkName as
// its import in tabs.ts or ContentPage.tsx): one file, and one entry fewer in remoteEntry's chunk map.

/** Parts opened so far: a language loaded later brings their strings with the panel's. */
const opened = new Set<StringsPart>();

/** A part in `language`; English when that chunk cannot load (as the shared i18n package does). */
function partIn(part: StringsPart, language: Language): Promise<object> {
  if (language === 'en') return part.en();
  return part[language]().catch((error: unknown) => {
    console.warn(`'${language}' admin strings did not load; showing English`, error);
    return part.en();
  });
}

/**
 * Adds `parts` to the admin namespace in English (bundled, so never fetched again on a switch
 * back), the page's language (or the one it is switching to) and any other language loaded so far.
 */
export async function loadParts(...parts: StringsPart[]): Promise<void> {
  for (const part of parts) opened.add(part);
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
      parts.map(async (part) => {
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
  return Promise.all([panelStrings, ...parts]).then((loaded) => Object.assign({}, ...loaded));
}
