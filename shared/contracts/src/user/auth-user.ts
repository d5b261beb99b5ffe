import type { SubscriptionState } from '../billing/subscription';
import type { Role } from './roles';

export type { SubscriptionState } from '../billing/subscription';
export { NOT_SUBSCRIBED } from '../billing/subscription';

/** The user as the API returns it (`GET /api/auth/me`, sign-in, sign-up, refresh). */
export interface AuthUser {
  id: string;
  email: string;
  created_at: string;
  full_name: string;
  role: Role;
  confirmed: boolean;
  subscription: SubscriptionState;
}

/** Body of sign-in, sign-up and refresh responses. */
export interface AuthSession {
  user: AuthUser;
  accessToken: string;
}

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
  confirmPassword?: string;
}
