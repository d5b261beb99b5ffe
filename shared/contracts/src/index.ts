// Types and pure rules shared by the browser and the API (spec §3, §5, §9).
// Named exports only, no side effects: bundlers keep only what a consumer uses.

export * from './account';
export * from './admin';
export * from './api-routes';
export { AUTH_ERROR_CODES } from './auth/auth-error-codes';
export {
  hasErrors,
  type PasswordPolicy,
  type SignInField,
  type SignUpField,
  validateConfirmPassword,
  validateFullName,
  validatePassword,
  validatePasswordReset,
  validateSignIn,
  validateSignUp,
} from './auth/auth-forms';
export { AUTH_PATHS } from './auth/auth-paths';
export {
  type AuthRoutes,
  authRoutes,
  ConfirmEmailBodySchema,
  PasswordResetBodySchema,
  PasswordResetCompleteBodySchema,
  SignInBodySchema,
} from './auth/auth-routes';
export { COMMON_PASSWORDS, isCommonPassword } from './auth/common-passwords';
export { type EmailRuleId, normalizeEmail, validateEmail } from './auth/email';
export {
  type BasicPasswordChecks,
  type BasicPasswordResult,
  checkBasicPassword,
  type PasswordStrengthLabel,
  strengthLabel,
} from './auth/password-basic';
export {
  checkStrictPassword,
  STRICT_PASSWORD_MIN_SCORE,
  type StrictPasswordChecks,
  type StrictPasswordResult,
} from './auth/password-strict';
export * from './billing';
export * from './constants';
export * from './downloads';
export * from './episode';
export { type CategoryInput, normalizeCategory, validateCategory } from './forms/category';
export { sanitizeContactForm, validateContactForm } from './forms/contact-form';
export * from './languages';
export * from './library';
export {
  fileExtension,
  isImageFile,
  isVideoFile,
  storedFileName,
  uniqueStorageName,
} from './media/file-types';
export * from './media/hls';
export {
  hasPosterVariants,
  POSTER_FORMATS,
  POSTER_WIDTHS,
  type PosterFormat,
  type PosterWidth,
  posterSrcSet,
  posterVariantUrl,
} from './media/poster-variants';
export {
  localTrailerUrl,
  mediaUrl,
  PLACEHOLDER_IMAGE,
  resolveThumbnailUrl,
  resolveTrailerUrl,
} from './media/resolve-url';
export {
  type EmbedOptions,
  isEmbeddableVideoSite,
  toEmbedUrl,
  type VideoSource,
  videoSource,
} from './media/video-embed';
export * from './messages';
export * from './movie';
export * from './notifications';
export * from './paging';
export * from './plan';
export { PLAYER_OPENER_ATTRIBUTE } from './player-opener';
export * from './profile';
export {
  EARLY_REQUEST_MAX_AGE_MS,
  EARLY_REQUESTS_GLOBAL,
  EARLY_SESSION_GLOBAL,
  type EarlyRequest,
  earlyRequestKey,
  fillPreloadPath,
  SESSION_HINT_KEY,
  SESSION_REFRESH_LOCK,
} from './query/early-requests';
export { notificationKeys } from './query/notification-keys';
export { errorStatusOf, queryRetryDelay, shouldRetryQuery } from './query/query-retry';
export { canaryBucket, inCanary, resolveCanaries, stableHash } from './routes/canary';
export {
  FIRST_PAINT_ID,
  type FirstPaint,
  isFirstPaint,
  isPaintNode,
  PAGE_DRAWN_EVENT,
  PAINT_FIELDS,
  PAINT_SCOPES,
  PAINT_TAGS,
  type PaintField,
  type PaintNode,
  type PaintScope,
  type PaintTag,
} from './routes/first-paint';
export {
  fillLogoTargets,
  isLinkablePath,
  isNavEntry,
  LOGO_TARGET_PLACEHOLDERS,
  logoTargetOf,
  type NavAudience,
  type NavEntry,
  type NavIcon,
  type NavPlace,
  type NavWidget,
} from './routes/nav-entries';
export {
  type Chrome,
  describeConflict,
  findOwnedRoute,
  isDocumentFile,
  isPreloadPath,
  isRouteDeclaration,
  matchesPath,
  type OwnedRoute,
  type PreloadPictures,
  patternsOverlap,
  prerenderedDocumentOf,
  type RouteAccess,
  type RouteConflict,
  type RouteDeclaration,
  routeConflicts,
} from './routes/route-declarations';
export {
  type CanaryRelease,
  type FederationRuntime,
  INLINE_MANIFEST_ID,
  ownedRoutes,
  type RuntimeManifest,
  type RuntimeRemote,
  SHELL_ITEM,
  type SharedRequirement,
  START_HINTS_TEMPLATE_ID,
} from './routes/runtime-manifest';
export * from './rows';
export * from './search';
export { CSP_NONCE_META, CSP_NONCE_PLACEHOLDER, pageStyleNonce } from './security/csp-nonce';
export { generateCsrfToken, isValidCsrfToken, type RandomFill } from './security/csrf';
export {
  CONTACT_WINDOW,
  type LimitState,
  retryDelayMs,
  SIGN_IN_WINDOW,
  type WindowLimit,
  windowLimitState,
} from './security/rate-limit';
export { recommendedQuality, type SpeedTestResult, simulateSpeedTest } from './speed-test';
export { helpArticlePath, helpSlug } from './text/help-slug';
export { PRODUCT_NAME, pageTitle } from './text/page-title';
export { sanitizeContactText, sanitizeText, sanitizeViewerName, stripDisguise } from './text/sanitize';
export type { Category, ContactMessage, NotificationItem, NotificationType, Profile } from './types/entities';
export type { ApiError, FieldErrors, Paged } from './types/http';
export { isApiError } from './types/http';
export * from './user';
export * from './vitals';
export * from './watch-progress';
