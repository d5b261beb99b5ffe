export {
  type AuthSessionInput,
  type AuthState,
  getAccessToken,
  getAuthState,
  getViewerToken,
  useAuthStore,
} from './auth-store';
export { loadMemberSnapshot, MEMBER_SNAPSHOT_KEY, saveMemberSnapshot } from './member-snapshot';
export { hasSessionHint, SESSION_HINT_KEY, setSessionHint } from './session-hint';
export { loadViewerChoice, saveViewerChoice, type ViewerChoice } from './viewer-choice';
