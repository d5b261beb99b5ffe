// Business constants and limits of spec §9. Plain literals so bundlers drop the unused ones.

// The plans (spec §9) are billing data: billing/plans.ts is their one source.

/** Lowest plan price, as in 'Starts at ₹159. Cancel anytime.' */
export const STARTING_PRICE = 159;
export const MONEY_BACK_DAYS = 30;

/** Per host name; reset on a successful sign-in. */
export const SIGN_IN_LIMIT = { attempts: 5, windowMinutes: 15 } as const;

export const CSRF = {
  length: 32,
  alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  storageKey: 'csrf-token',
  cookieName: 'csrf-token',
  headerName: 'x-csrf-token',
} as const;

export const CONTACT_LIMIT = { submissions: 3, windowMinutes: 60, sendDelayMs: 1000 } as const;

export const TEXT_LIMITS = {
  nameMin: 2,
  strictPasswordMin: 12,
  basicPasswordMin: 8,
  emailMax: 254,
  sanitizedMax: 1000,
  contactNameMin: 2,
  contactSubjectMin: 5,
  contactMessageMin: 10,
} as const;

/** Trending list maximum, also the number of slots in the trending manager. */
export const TRENDING_MAX = 10;
export const MOVIES_TRENDING_ROW_MIN_RATING = 8;

export const RATING = { min: 0, max: 10, step: 0.1 } as const;
export const RELEASE_YEAR = { min: 1900, yearsAhead: 5 } as const;

export const ROW_SCROLL_STEP = 400;
export const SCROLLBAR_HIDE_DELAY = 600;

export type Language = 'en' | 'hi' | 'ml';
export const LANGUAGES: readonly Language[] = ['en', 'hi', 'ml'];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Where the visitor's choice of language survives reloads (i18n's storage; the shell's first paint reads it). */
export const LANGUAGE_STORAGE_KEY = 'premieres-language';

export type StreamQuality = '4K' | '1080p' | '720p' | 'SD';

export const SPEED_TEST = {
  steps: 10,
  stepMs: 300,
  downloadMbps: { min: 20, max: 120 },
  uploadMbps: { min: 10, max: 60 },
  pingMs: { min: 5, max: 35 },
  /** Highest first: the first whose minimum the measured download meets applies. */
  recommendations: [
    { quality: '4K', minMbps: 25 },
    { quality: '1080p', minMbps: 5 },
    { quality: '720p', minMbps: 3 },
    { quality: 'SD', minMbps: 1 },
  ] as readonly { quality: StreamQuality; minMbps: number }[],
} as const;

export const THUMBNAIL_MANAGER_FILTER = {
  minRating: 7,
  genres: ['Action', 'Sci-Fi', 'Comedy', 'Drama', 'Thriller'] as readonly string[],
} as const;

/** Simulated upload progress in the thumbnail manager. */
export const UPLOAD_PROGRESS = { stepPercent: 10, stepMs: 100, maxPercent: 90 } as const;

/** Analytics: most recent titles shown. */
export const RECENT_CONTENT = 5;

export const QUERY_DEFAULTS = { retry: 3, baseDelayMs: 1000, maxDelayMs: 30000, gcTimeMs: 300000 } as const;

export const SESSION_REFRESH = { checkEveryMs: 30000, refreshWhenTicksLeft: 3 } as const;

export const ACCESS_TOKEN_TTL_MINUTES = 15;

export const STORAGE_BUCKETS = { thumbnails: 'movie-thumbnails', trailers: 'movie-trailers' } as const;
export const STORAGE_LIST = { defaultLimit: 100, cacheControlSeconds: 3600 } as const;

export const TOAST = { durationMs: 5000, altDurationMs: 4000, altVisible: 3 } as const;
export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const SUPPORT_HOURS = {
  liveChat: '9AM-9PM',
  phone: '24/7',
  emailReplyHours: 24,
  weekdays: 'Mon-Fri 9:00 AM-9:00 PM',
  weekend: '10:00 AM-6:00 PM',
} as const;

/** Field-name fragments the logger redacts (spec §8). */
export const REDACTED_LOG_FIELDS: readonly string[] = [
  'password',
  'email',
  'phone',
  'userId',
  'token',
  'session',
  'auth',
  'api_key',
  'secret',
];
