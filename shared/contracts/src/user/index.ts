// A user: the signed-in user and session, roles, the account profile and the admin Users rows.
export * from './account-profile';
export {
  type AuthSession,
  AuthSessionSchema,
  type AuthUser,
  AuthUserSchema,
  type SignInInput,
  SignUpBodySchema,
  type SignUpInput,
} from './auth-user';
export type { Role } from './roles';
export { DEFAULT_ROLE, isAdminRole, isModeratorRole, isRole, ROLES } from './roles';
export * from './user-admin';
