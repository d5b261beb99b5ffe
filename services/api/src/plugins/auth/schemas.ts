import { Type } from '@fastify/type-provider-typebox';
import { TextInput } from '../../core/schemas';

// The user, the session and the sign-up body are the contracts' (AuthUserSchema, AuthSessionSchema,
// SignUpBodySchema): the api-client sends and reads the same shapes.

export const SignInBody = Type.Object({ email: TextInput(), password: TextInput() });

export const EmailBody = Type.Object({ email: TextInput() });

export const TokenBody = Type.Object({ token: TextInput('The token from the e-mailed link') });

export const PasswordResetCompleteBody = Type.Object({
  token: TextInput('The token from the e-mailed link'),
  password: TextInput('The new password (8-character policy)'),
});
