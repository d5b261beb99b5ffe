import type { FastifyInstance } from 'fastify';

/** Claims of the short-lived access JWT: the user and the session version it was issued for. */
export interface AccessClaims {
  sub: string;
  sv: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

export function signAccessToken(app: FastifyInstance, userId: string, sessionVersion: number): string {
  return app.jwt.sign({ sub: userId, sv: sessionVersion });
}

/** The claims, or null for a missing, malformed, forged or expired token. */
export function verifyAccessToken(app: FastifyInstance, token: string): AccessClaims | null {
  try {
    const claims = app.jwt.verify<AccessClaims>(token);
    return typeof claims.sub === 'string' && typeof claims.sv === 'number' ? claims : null;
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
