// Apart from the viewer-profile schemas: the shell's entry reads these on every page, and the
// schema library would add 15 KB gzip to it.

/** The header the browser sends with the profile token it got when it chose a profile. */
export const VIEWER_PROFILE_HEADER = 'x-viewer-profile';

/**
 * localStorage key of the profile this browser chose ({ userId, profile, token }): auth-store
 * keeps it, the shell's entry reads the token to start the page's first reads early.
 */
export const VIEWER_CHOICE_STORAGE_KEY = 'premieres-viewer';

/**
 * localStorage key of the member this browser last saw signed in (auth-store's member snapshot,
 * deleted on sign-out): the shell's first paint draws only for the chosen profile of that member.
 */
export const MEMBER_SNAPSHOT_KEY = 'premieres.member';
