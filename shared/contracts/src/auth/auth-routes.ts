import { Type } from 'typebox';
import type { ApiRoute } from '../api-routes/api-route';
import { AuthSessionSchema, AuthUserSchema, SignUpBodySchema } from '../user/auth-user';
import { AUTH_PATHS } from './auth-paths';

/** Bounds a free text field; the spec's rules (validateSignIn …) run after, with their messages. */
const TextInput = (description?: string) => Type.String({ maxLength: 1000, description });

export const SignInBodySchema = Type.Object({ email: TextInput(), password: TextInput() });

/** The address a reset link goes to. */
export const PasswordResetBodySchema = Type.Object({ email: TextInput() });

export const PasswordResetCompleteBodySchema = Type.Object({
  token: TextInput('The token from the e-mailed link'),
  password: TextInput('The new password (8-character policy)'),
});

export const ConfirmEmailBodySchema = Type.Object({ token: TextInput('The token from the e-mailed link') });

/**
 * The account and session routes, one table for both ends: the auth plugin registers these
 * schemas, the api-client's authApi (and the /auth document's island, by AUTH_PATHS) calls these
 * paths with these bodies and answers these types.
 */
export const authRoutes = {
  signUp: {
    method: 'POST',
    path: AUTH_PATHS.signUp,
    body: SignUpBodySchema,
    status: 201,
    response: AuthSessionSchema,
  },
  signIn: { method: 'POST', path: AUTH_PATHS.signIn, body: SignInBodySchema, response: AuthSessionSchema },
  refresh: { method: 'POST', path: AUTH_PATHS.refresh, response: AuthSessionSchema },
  signOut: { method: 'POST', path: AUTH_PATHS.signOut, status: 204, response: Type.Null() },
  me: { method: 'GET', path: AUTH_PATHS.me, response: AuthUserSchema },
  /** The same answer whether or not the address has an account. */
  passwordReset: {
    method: 'POST',
    path: AUTH_PATHS.passwordReset,
    body: PasswordResetBodySchema,
    status: 202,
    response: Type.Object({ message: Type.String() }),
  },
  passwordResetComplete: {
    method: 'POST',
    path: AUTH_PATHS.passwordResetComplete,
    body: PasswordResetCompleteBodySchema,
    status: 204,
    response: Type.Null(),
  },
  confirm: {
    method: 'POST',
    path: AUTH_PATHS.confirm,
    body: ConfirmEmailBodySchema,
    response: Type.Object({ confirmed: Type.Boolean() }),
  },
} as const satisfies Record<string, ApiRoute>;
export type AuthRoutes = typeof authRoutes;
