// Every user-facing rule message, worded as in the product spec (§5, §8). Where the spec gives
// no wording (movie form, admin-era password), the text is ours and marked so.

// E-mail (spec §5)
export const EMAIL_INVALID = 'Please enter a valid email address';
export const EMAIL_FORMAT_INVALID = 'Invalid email format';
export const EMAIL_TOO_LONG = 'Email address is too long';
export const EMAIL_REQUIRED = 'Email is required';

// Password, strict landing-flow policy (spec §5)
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = 'Password must be at least 12 characters long';
export const PASSWORD_NEEDS_UPPERCASE = 'Password must contain at least one uppercase letter';
export const PASSWORD_NEEDS_LOWERCASE = 'Password must contain at least one lowercase letter';
export const PASSWORD_NEEDS_NUMBER = 'Password must contain at least one number';
export const PASSWORD_NEEDS_SPECIAL = 'Password must contain at least one special character';
export const PASSWORD_TOO_COMMON = 'Password is too common, please choose a more secure password';
// Basic admin-era policy: the spec gives no text for its 8-character rule (ours).
export const PASSWORD_TOO_SHORT_BASIC = 'Password must be at least 8 characters long';

// Sign-up (spec §5)
export const FULL_NAME_TOO_SHORT = 'Full name must be at least 2 characters';
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
/** Hint under the confirm field when both agree. */
export const PASSWORDS_MATCH = 'Passwords match';

// Contact form (spec §5)
export const CONTACT_NAME_TOO_SHORT = 'Name must be at least 2 characters';
export const CONTACT_SUBJECT_TOO_SHORT = 'Subject must be at least 5 characters';
export const CONTACT_MESSAGE_TOO_SHORT = 'Message must be at least 10 characters';
export const CONTACT_FIX_ERRORS_TITLE = 'Please fix the errors';
export const CONTACT_FIX_ERRORS_DESCRIPTION = 'Check the highlighted fields and try again.';
export const CONTACT_TOO_MANY_TITLE = 'Too many submissions';
export const contactTooManyDescription = (minutes: number): string =>
  `Please wait ${minutes} minutes before sending another message.`;
export const CONTACT_SENT_TITLE = 'Message sent successfully!';
export const CONTACT_SENT_DESCRIPTION = "We'll get back to you within 24 hours.";

// Category (spec §5)
export const CATEGORY_NAME_REQUIRED = 'Category name is required';

// Movie form: the spec states the rules but no wording (ours).
export const MOVIE_TITLE_REQUIRED = 'Title is required';
export const MOVIE_TYPE_INVALID = "Type must be 'movie' or 'tv'";
export const MOVIE_RATING_RANGE = 'Rating must be a number from 0 to 10';
export const MOVIE_RATING_STEP = 'Rating must be in steps of 0.1';
export const movieReleaseYearRange = (maxYear: number): string =>
  `Release year must be a whole number from 1900 to ${maxYear}`;
export const MOVIE_SEASONS_MIN = 'Seasons must be a whole number of at least 1';
export const MOVIE_EPISODES_MIN = 'Episodes must be a whole number of at least 1';
export const MOVIE_DURATION_MIN = 'Duration must be a whole number of at least 1 minute';
export const MOVIE_CAST_EMPTY_NAME = 'Cast names cannot be empty';
export const MOVIE_CAST_DUPLICATE = 'Cast names must be unique';
export const MOVIE_THUMBNAIL_NOT_IMAGE = 'Thumbnail must be an image file';
export const MOVIE_TRAILER_NOT_VIDEO = 'Trailer must be a video file';
export const MOVIE_CERTIFICATION_INVALID = 'Certification must be one of U, U/A 7+, U/A 13+, U/A 16+, A';
export const MOVIE_TITLE_HI_SCRIPT = 'The Hindi title must be written in Devanagari';
export const MOVIE_TITLE_ML_SCRIPT = 'The Malayalam title must be written in Malayalam script';

// Admin API failures: the spec gives no wording (ours).
export const FILE_TOO_LARGE = (maxMegabytes: number): string =>
  `File is too large (at most ${maxMegabytes} MB)`;
export const UPLOAD_ABORTED = 'The upload was interrupted. Please try again.';
export const UNEXPECTED_FILE = 'Unexpected file field';
export const MOVIE_FIELD_MISSING = "The 'movie' field (JSON) is required";
export const MOVIE_FIELD_INVALID_JSON = "The 'movie' field is not valid JSON";
export const UNKNOWN_FIELD = (field: string): string => `Unknown field: ${field}`;
export const CATEGORY_NAME_TAKEN = 'A category with this name already exists';
export const CATEGORY_NOT_FOUND = 'Category not found';
export const TRENDING_DUPLICATE = 'A title can hold only one trending slot';
export const TRENDING_UNKNOWN_MOVIE = 'A trending slot names a title that does not exist';
export const LAST_ADMIN = 'The last admin cannot be demoted';

// Thumbnail batch upload (spec §5)
export const NO_FILES_SELECTED_TITLE = 'No files selected';
export const NO_FILES_SELECTED_DESCRIPTION = 'Please select thumbnail files to upload';

// API and auth errors shared by server and client (spec §5, §8)
export const CSRF_INVALID = 'Security error: Invalid request. Please refresh the page.';
export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const TOO_MANY_SIGN_IN_ATTEMPTS = 'Too many failed attempts. Please wait before trying again.';
/** The locked sign-in with how long to wait (ours: the spec's text says only 'wait'). */
export const signInLockedFor = (minutes: number): string =>
  `Too many failed attempts. Please wait ${minutes} minutes before trying again.`;
export const CONTENT_NOT_FOUND = 'Content not found';
export const ACCESS_DENIED = 'Access Denied';
export const ADMIN_ACCESS_REQUIRED = 'Admin access required';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const PAGE_NOT_FOUND = 'Oops! Page not found';

// Player dialog without a video (spec §2)
export const CONTENT_UNAVAILABLE = 'This content is not yet available for streaming.';
export const CONTENT_UNAVAILABLE_HINT =
  'Please check back later or contact support if you believe this is an error.';
