export {
  type AuthSessionInput,
  type AuthState,
  getAccessToken,
  getAuthState,
  useAuthStore,
} from './auth-store';
export { hasSessionHint, SESSION_HINT_KEY, setSessionHint } from './session-hint';
