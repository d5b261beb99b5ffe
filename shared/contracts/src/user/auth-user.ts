import { type Static, Type } from 'typebox';
import { DateTimeSchema } from '../admin/common';
import { SubscriptionStateSchema } from '../billing/subscription';
import { RoleSchema } from './user-admin';

export { NOT_SUBSCRIBED } from '../billing/not-subscribed';
export type { SubscriptionState } from '../billing/subscription';

/** The user as the API returns it (`GET /api/auth/me`, sign-in, sign-up, refresh). */
export const AuthUserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  created_at: DateTimeSchema,
  full_name: Type.String(),
  role: RoleSchema,
  confirmed: Type.Boolean(),
  subscription: SubscriptionStateSchema,
});
export type AuthUser = Static<typeof AuthUserSchema>;

/** Body of sign-in, sign-up and refresh responses. */
export const AuthSessionSchema = Type.Object({ user: AuthUserSchema, accessToken: Type.String() });
export type AuthSession = Static<typeof AuthSessionSchema>;

export interface SignInInput {
  email: string;
  password: string;
}

/** Bounds a free text field; the spec's rules (validateSignUp) run after, with their messages. */
const TextInput = (description?: string) => Type.String({ maxLength: 1000, description });

/** `POST /api/auth/signup` body: the API validates it, the api-client sends it. */
export const SignUpBodySchema = Type.Object({
  fullName: TextInput(),
  email: TextInput(),
  password: TextInput('12+ characters; 5 of: length, uppercase, lowercase, number, special, not common'),
  confirmPassword: Type.Optional(TextInput('When sent, must equal password')),
});
export type SignUpInput = Static<typeof SignUpBodySchema>;
