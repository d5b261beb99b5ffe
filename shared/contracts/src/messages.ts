// Every user-facing rule message, worded as in the product spec (§5, §8). Where the spec gives
// no wording (movie form, admin-era password), the text is ours and marked so.
//
// Validators return a message id (a key of MESSAGES); the English text lives only here. The API
// sends the English as `message` (and `fields`) with the id beside it (`messageId`,
// `fieldMessageIds`) and the placeholders' values as `messageValues` (e.g. `{minutes: 40}`); the
// remotes translate by id: their i18n resources hold `rules.<id>`.

const ENGLISH = {
  // E-mail (spec §5)
  'email.invalid': 'Please enter a valid email address',
  'email.formatInvalid': 'Invalid email format',
  'email.tooLong': 'Email address is too long',
  'email.required': 'Email is required',
  // Password, strict landing-flow policy (spec §5)
  'password.required': 'Password is required',
  'password.tooShort': 'Password must be at least 12 characters long',
  'password.needsUppercase': 'Password must contain at least one uppercase letter',
  'password.needsLowercase': 'Password must contain at least one lowercase letter',
  'password.needsNumber': 'Password must contain at least one number',
  'password.needsSpecial': 'Password must contain at least one special character',
  'password.tooCommon': 'Password is too common, please choose a more secure password',
  // Basic admin-era policy: the spec gives no text for its 8-character rule (ours).
  'password.tooShortBasic': 'Password must be at least 8 characters long',
  // Sign-up (spec §5)
  'signUp.fullNameTooShort': 'Full name must be at least 2 characters',
  'signUp.confirmRequired': 'Please confirm your password',
  'signUp.passwordsDoNotMatch': 'Passwords do not match',
  // Contact form (spec §5)
  'contact.nameTooShort': 'Name must be at least 2 characters',
  'contact.subjectTooShort': 'Subject must be at least 5 characters',
  'contact.messageTooShort': 'Message must be at least 10 characters',
  'contact.fixErrorsTitle': 'Please fix the errors',
  'contact.fixErrorsDescription': 'Check the highlighted fields and try again.',
  'contact.tooManyTitle': 'Too many submissions',
  'contact.tooManyDescription': 'Please wait {{minutes}} minutes before sending another message.',
  'contact.sentTitle': 'Message sent successfully!',
  'contact.sentDescription': "We'll get back to you within 24 hours.",
  // Viewer profile form (ours)
  'profile.nameRequired': 'Enter a profile name',
  'profile.nameTooLong': 'A profile name has at most {{max}} characters',
  'profile.pinFormat': 'A PIN is {{length}} digits',
  // Viewer profiles, the API's refusals (ours)
  'viewer.limitReached': 'An account can have at most {{max}} profiles',
  'viewer.notFound': 'Profile not found',
  'viewer.mainUndeletable': 'The main profile cannot be deleted',
  'viewer.mainNotKids': 'The main profile cannot be a kids profile',
  'viewer.nameTaken': 'A profile with this name already exists',
  'viewer.pinRequired': 'Enter the PIN of this profile',
  'viewer.pinWrong': 'Wrong PIN',
  'viewer.pinLockedOne': 'Too many wrong PINs. Please wait {{minutes}} minute before trying again.',
  'viewer.pinLocked': 'Too many wrong PINs. Please wait {{minutes}} minutes before trying again.',
  'viewer.tokenInvalid': 'Choose a profile again',
  'viewer.kidsCannotManage': 'A kids profile cannot manage profiles',
  // Category (spec §5)
  'category.nameRequired': 'Category name is required',
  // Movie form: the spec states the rules but no wording (ours).
  'movie.titleRequired': 'Title is required',
  'movie.typeInvalid': "Type must be 'movie' or 'tv'",
  'movie.ratingRange': 'Rating must be a number from 0 to 10',
  'movie.ratingStep': 'Rating must be in steps of 0.1',
  'movie.releaseYearRange': 'Release year must be a whole number from 1900 to {{max}}',
  'movie.seasonsMin': 'Seasons must be a whole number of at least 1',
  'movie.episodesMin': 'Episodes must be a whole number of at least 1',
  'movie.durationMin': 'Duration must be a whole number of at least 1 minute',
  'movie.castEmptyName': 'Cast names cannot be empty',
  'movie.castDuplicate': 'Cast names must be unique',
  'movie.thumbnailNotImage': 'Thumbnail must be an image file',
  'movie.trailerNotVideo': 'Trailer must be a video file',
  'movie.certificationInvalid': 'Certification must be one of U, U/A 7+, U/A 13+, U/A 16+, A',
  'movie.titleHiScript': 'The Hindi title must be written in Devanagari',
  'movie.titleMlScript': 'The Malayalam title must be written in Malayalam script',
  // Film upload (ours)
  'film.notVideo':
    'The film must be a video file (MP4, MOV, Matroska, WebM, MPEG-TS or AVI); this file is not one',
  'film.tooLarge': 'The film is too large: at most {{max}} GB',
  // The API's own failures (ours unless marked): sent as `message` with the id as `messageId`.
  'auth.emailTaken': 'User already registered',
  'auth.required': 'Authentication required',
  'auth.sessionExpired': 'Session expired. Please sign in again.',
  'auth.invalidToken': 'Invalid or expired link',
  // spec §5, §8
  'auth.invalidCredentials': 'Invalid login credentials',
  'auth.signInLocked': 'Too many failed attempts. Please wait before trying again.',
  'auth.csrfInvalid': 'Security error: Invalid request. Please refresh the page.',
  'auth.crossSiteRefused': 'Cross-site request refused',
  'api.tooManyRequests': 'Too many requests. Please wait before trying again.',
  'api.invalidRequest': 'Invalid request',
  'api.routeNotFound': 'Route not found',
  'api.alreadyExists': 'Already exists',
  'api.uriTooLong': 'The address is too long.',
  'api.headersTooLarge': 'The request headers are too large.',
  'api.mediaLinkInvalid': 'This link has expired or is not valid.',
  'api.databaseUnavailable': 'The service is briefly unavailable. Please try again in a moment.',
  // spec §5, §8
  'api.unexpected': 'An unexpected error occurred',
  'api.accessDenied': 'Access Denied',
  'api.adminAccessRequired': 'Admin access required',
  'api.contentNotFound': 'Content not found',
  'api.fileNotFound': 'File not found',
  'billing.subscriptionRequired': 'An active subscription is required to watch this title.',
  'billing.alreadySubscribed': 'You already have a subscription; change plan instead.',
  'billing.noSubscription': 'You have no active subscription.',
  'billing.samePlan': 'This is already your plan.',
  'billing.notCancelled': 'Your subscription is not cancelled.',
  'billing.checkoutNotFound': 'Payment session not found',
  'billing.signatureInvalid': 'Invalid signature',
  'billing.eventInvalid': 'Invalid event',
  'download.notInPlan':
    'Downloads are included with the Standard and Premium plans. Upgrade to download titles.',
  'download.qualityNotInPlan': 'Your plan does not include this download quality.',
  'download.licenceNotFound': 'This download was not found.',
  'download.licenceRevoked': 'This download was removed. Download it again to watch it.',
  'download.licenceExpired': 'This download has expired. Go online to renew it.',
  'download.deviceNotFound': 'This device was not found.',
  'download.noContent': 'This title has nothing to download yet.',
  // {{devices}}: the names of the devices holding downloads, joined with ', '.
  'download.deviceLimitOne':
    'Your plan allows downloads on {{limit}} device ({{devices}}). Remove one in Account settings to download here.',
  'download.deviceLimit':
    'Your plan allows downloads on {{limit}} devices ({{devices}}). Remove one in Account settings to download here.',
  'playback.noContent': 'This title has no content yet.',
  'playback.preparing': 'This title is still being prepared. Try again in a few minutes.',
  'playback.episodeNotFound': 'No such episode',
  'playback.streamEnded': 'This stream has ended. Close the player and press Play again.',
  'playback.streamsBusy': 'Too many changes at once. Try again.',
  // spec §9
  'playback.screenLimitOne':
    'Your plan allows {{screens}} screen at a time. Stop watching on another device to watch here.',
  'playback.screenLimit':
    'Your plan allows {{screens}} screens at a time. Stop watching on another device to watch here.',
  'media.notFound': 'No media for this title',
  'media.notPlayableYet': 'This title is not playable yet ({{state}})',
  'media.subtitlesNotFound': 'No subtitles in this language',
  'media.renditionNotInPlan': 'Your plan does not include this quality',
  'media.stillNotFound': 'No still for this episode',
  'media.rangeNotSatisfiable': 'Range not satisfiable',
  'media.transcodeNotFound': 'No transcode for this title',
  'media.jobNotFailed': 'Only a failed job can be retried',
  'media.subtitleLanguage': 'Subtitles are taken in en, hi or ml',
  'media.subtitleBody': 'Send the subtitle file as the request body',
  'media.audioLanguage': 'Audio is taken in en, hi or ml',
  'media.audioNotReady': 'Add audio once the title’s transcode is done',
  'media.audioBody': 'Send the audio file as the request body (audio/*)',
  'admin.fileTooLarge': 'File is too large (at most {{max}} MB)',
  'admin.uploadAborted': 'The upload was interrupted. Please try again.',
  'admin.unexpectedFile': 'Unexpected file field',
  'admin.movieFieldMissing': "The 'movie' field (JSON) is required",
  'admin.movieFieldInvalidJson': "The 'movie' field is not valid JSON",
  'admin.unknownField': 'Unknown field: {{field}}',
  'admin.thumbnailMultipart': 'Send the thumbnail as multipart/form-data',
  'admin.thumbnailRequired': 'A thumbnail file is required',
  'admin.categoryNameTaken': 'A category with this name already exists',
  'admin.categoryNotFound': 'Category not found',
  'admin.trendingDuplicate': 'A title can hold only one trending slot',
  'admin.trendingUnknownMovie': 'A trending slot names a title that does not exist',
  'admin.lastAdmin': 'The last admin cannot be demoted',
  'admin.ownRoleChange': 'You cannot change your own role',
  'admin.userNotFound': 'User not found',
  'admin.contactMessageNotFound': 'Message not found',
} as const;

/** A stable message id, e.g. 'movie.titleRequired'. */
export type MessageId = keyof typeof ENGLISH;
/** Id → English default; `{{name}}` is filled from the message's values (i18next's syntax). */
export const MESSAGES: { readonly [Id in MessageId]: string } = ENGLISH;
/** Values a message's `{{name}}` placeholders take. */
export type MessageValues = Readonly<Record<string, string | number>>;
/** A validator's answer per field: field → message id; an empty object means valid. */
export type RuleErrors<F extends string = string> = Partial<Record<F, MessageId>>;

/** Every message id, for the remotes' translation tests. */
export const MESSAGE_IDS = Object.keys(MESSAGES) as readonly MessageId[];

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/** The English text of a message id, its placeholders filled. */
export function messageText(id: MessageId, values: MessageValues = {}): string {
  return MESSAGES[id].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A validator's ids as English field messages (the API's `fields`). */
export function ruleTexts(errors: RuleErrors, values: MessageValues = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, id] of Object.entries(errors)) if (id) out[field] = messageText(id, values);
  return out;
}

/** The ids whose text starts with one of the prefixes ('movie.' etc.): the ones a remote shows. */
export function messageIdsOf(...prefixes: readonly string[]): MessageId[] {
  return MESSAGE_IDS.filter((id) => prefixes.some((prefix) => id.startsWith(`${prefix}.`)));
}

const placeholders = (text: string): string =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/**
 * The ids a remote's strings do not translate (for its tests): `bundle` is one language's strings
 * of the remote's namespace, holding `<group>.<id>`; a text must take the English's placeholders.
 */
export function untranslatedMessages(
  bundle: object,
  ids: readonly MessageId[],
  group = 'rules',
): MessageId[] {
  return ids.filter((id) => {
    const text = [group, ...id.split('.')].reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      bundle,
    );
    return (
      typeof text !== 'string' || text.trim() === '' || placeholders(text) !== placeholders(MESSAGES[id])
    );
  });
}

// The English texts by name, for the API's answers and tests.
export const EMAIL_INVALID: string = MESSAGES['email.invalid'];
export const EMAIL_FORMAT_INVALID: string = MESSAGES['email.formatInvalid'];
export const EMAIL_TOO_LONG: string = MESSAGES['email.tooLong'];
export const EMAIL_REQUIRED: string = MESSAGES['email.required'];
export const PASSWORD_REQUIRED: string = MESSAGES['password.required'];
export const PASSWORD_TOO_SHORT: string = MESSAGES['password.tooShort'];
export const PASSWORD_NEEDS_UPPERCASE: string = MESSAGES['password.needsUppercase'];
export const PASSWORD_NEEDS_LOWERCASE: string = MESSAGES['password.needsLowercase'];
export const PASSWORD_NEEDS_NUMBER: string = MESSAGES['password.needsNumber'];
export const PASSWORD_NEEDS_SPECIAL: string = MESSAGES['password.needsSpecial'];
export const PASSWORD_TOO_COMMON: string = MESSAGES['password.tooCommon'];
export const PASSWORD_TOO_SHORT_BASIC: string = MESSAGES['password.tooShortBasic'];
export const FULL_NAME_TOO_SHORT: string = MESSAGES['signUp.fullNameTooShort'];
export const CONFIRM_PASSWORD_REQUIRED: string = MESSAGES['signUp.confirmRequired'];
export const PASSWORDS_DO_NOT_MATCH: string = MESSAGES['signUp.passwordsDoNotMatch'];
/** Hint under the confirm field when both agree. */
export const PASSWORDS_MATCH = 'Passwords match';
export const CONTACT_NAME_TOO_SHORT: string = MESSAGES['contact.nameTooShort'];
export const CONTACT_SUBJECT_TOO_SHORT: string = MESSAGES['contact.subjectTooShort'];
export const CONTACT_MESSAGE_TOO_SHORT: string = MESSAGES['contact.messageTooShort'];
export const CONTACT_FIX_ERRORS_TITLE: string = MESSAGES['contact.fixErrorsTitle'];
export const CONTACT_FIX_ERRORS_DESCRIPTION: string = MESSAGES['contact.fixErrorsDescription'];
export const CONTACT_TOO_MANY_TITLE: string = MESSAGES['contact.tooManyTitle'];
export const CONTACT_SENT_TITLE: string = MESSAGES['contact.sentTitle'];
export const CONTACT_SENT_DESCRIPTION: string = MESSAGES['contact.sentDescription'];
export const CATEGORY_NAME_REQUIRED: string = MESSAGES['category.nameRequired'];
export const MOVIE_TITLE_REQUIRED: string = MESSAGES['movie.titleRequired'];
export const MOVIE_TYPE_INVALID: string = MESSAGES['movie.typeInvalid'];
export const MOVIE_RATING_RANGE: string = MESSAGES['movie.ratingRange'];
export const MOVIE_RATING_STEP: string = MESSAGES['movie.ratingStep'];
export const movieReleaseYearRange = (maxYear: number): string =>
  messageText('movie.releaseYearRange', { max: maxYear });
export const MOVIE_SEASONS_MIN: string = MESSAGES['movie.seasonsMin'];
export const MOVIE_EPISODES_MIN: string = MESSAGES['movie.episodesMin'];
export const MOVIE_DURATION_MIN: string = MESSAGES['movie.durationMin'];
export const MOVIE_CAST_EMPTY_NAME: string = MESSAGES['movie.castEmptyName'];
export const MOVIE_CAST_DUPLICATE: string = MESSAGES['movie.castDuplicate'];
export const MOVIE_THUMBNAIL_NOT_IMAGE: string = MESSAGES['movie.thumbnailNotImage'];
export const MOVIE_TRAILER_NOT_VIDEO: string = MESSAGES['movie.trailerNotVideo'];
export const MOVIE_CERTIFICATION_INVALID: string = MESSAGES['movie.certificationInvalid'];
export const MOVIE_TITLE_HI_SCRIPT: string = MESSAGES['movie.titleHiScript'];
export const MOVIE_TITLE_ML_SCRIPT: string = MESSAGES['movie.titleMlScript'];

// Admin API failures: the spec gives no wording (ours).
export const FILE_TOO_LARGE = (maxMegabytes: number): string =>
  messageText('admin.fileTooLarge', { max: maxMegabytes });
export const UPLOAD_ABORTED: string = MESSAGES['admin.uploadAborted'];
export const UNEXPECTED_FILE: string = MESSAGES['admin.unexpectedFile'];
export const MOVIE_FIELD_MISSING: string = MESSAGES['admin.movieFieldMissing'];
export const MOVIE_FIELD_INVALID_JSON: string = MESSAGES['admin.movieFieldInvalidJson'];
export const UNKNOWN_FIELD = (field: string): string => messageText('admin.unknownField', { field });
export const CATEGORY_NAME_TAKEN: string = MESSAGES['admin.categoryNameTaken'];
export const CATEGORY_NOT_FOUND: string = MESSAGES['admin.categoryNotFound'];
export const TRENDING_DUPLICATE: string = MESSAGES['admin.trendingDuplicate'];
export const TRENDING_UNKNOWN_MOVIE: string = MESSAGES['admin.trendingUnknownMovie'];
export const LAST_ADMIN: string = MESSAGES['admin.lastAdmin'];

// Thumbnail batch upload (spec §5)
export const NO_FILES_SELECTED_TITLE = 'No files selected';
export const NO_FILES_SELECTED_DESCRIPTION = 'Please select thumbnail files to upload';

// API and auth errors shared by server and client (spec §5, §8)
export const CSRF_INVALID: string = MESSAGES['auth.csrfInvalid'];
export const INVALID_CREDENTIALS: string = MESSAGES['auth.invalidCredentials'];
export const TOO_MANY_SIGN_IN_ATTEMPTS: string = MESSAGES['auth.signInLocked'];
export const CONTENT_NOT_FOUND: string = MESSAGES['api.contentNotFound'];
export const ACCESS_DENIED: string = MESSAGES['api.accessDenied'];
export const ADMIN_ACCESS_REQUIRED: string = MESSAGES['api.adminAccessRequired'];
export const UNEXPECTED_ERROR: string = MESSAGES['api.unexpected'];
export const PAGE_NOT_FOUND = 'Oops! Page not found';

// Player dialog without a video (spec §2)
export const CONTENT_UNAVAILABLE = 'This content is not yet available for streaming.';
export const CONTENT_UNAVAILABLE_HINT =
  'Please check back later or contact support if you believe this is an error.';
