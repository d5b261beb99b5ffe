import type { Role } from './roles';

/** Spec §3 subscription state; dates are ISO strings on the wire. */
export interface SubscriptionState {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

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

export const NOT_SUBSCRIBED: SubscriptionState = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
};
