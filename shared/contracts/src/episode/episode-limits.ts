// An episode's bounds, apart from the schemas (episode.ts): the schema and the staff form's plain
// check (episode-form.ts) both read them, and the form must not load a module that builds TypeBox
// schemas (issues 28, 29).

/** Longest episode or title the markers may point into (a day). */
export const MAX_EPISODE_SECONDS = 24 * 60 * 60;
export const MAX_SEASON = 100;
export const MAX_EPISODE_NUMBER = 1000;
export const EPISODE_TITLE_MAX_LENGTH = 200;
export const EPISODE_SYNOPSIS_MAX_LENGTH = 2000;
