import { Type } from '@fastify/type-provider-typebox';
import { SubscriptionStateSchema } from '@premieres/contracts';
import { RoleSchema, TextInput } from '../../core/schemas';

export const AuthUserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  full_name: Type.String(),
  role: RoleSchema,
  confirmed: Type.Boolean(),
  subscription: SubscriptionStateSchema,
});

export const SessionSchema = Type.Object({ user: AuthUserSchema, accessToken: Type.String() });

export const SignUpBody = Type.Object({
  fullName: TextInput(),
  email: TextInput(),
  password: TextInput('12+ characters; 5 of: length, uppercase, lowercase, number, special, not common'),
  confirmPassword: Type.Optional(TextInput('When sent, must equal password')),
});

export const SignInBody = Type.Object({ email: TextInput(), password: TextInput() });

export const EmailBody = Type.Object({ email: TextInput() });

export const TokenBody = Type.Object({ token: TextInput('The token from the e-mailed link') });

export const PasswordResetCompleteBody = Type.Object({
  token: TextInput('The token from the e-mailed link'),
  password: TextInput('The new password (8-character policy)'),
});
