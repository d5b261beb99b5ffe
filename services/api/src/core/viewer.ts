import { type Certification, VIEWER_ERROR_CODES, VIEWER_PROFILE_HEADER } from '@premieres/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isValidObjectId } from 'mongoose';
import { ensureMainProfile, type ViewerProfileDoc, viewerProfileModel } from '../models/viewer-profile';
import { AppError } from './errors';

/**
 * The viewer-profile dimension of a route (config.viewer), beside its access level:
 * - 'optional': the chosen profile's ceiling applies when the request names one (catalogue reads);
 * - 'required': the route acts for one profile: the chosen one, else the account's main profile
 *   unless that has a PIN (My List, likes);
 * - 'manager': as 'required', and a kids profile is refused (creating, editing, deleting profiles).
 */
export type ViewerRequirement = 'optional' | 'required' | 'manager';

export interface ViewerContext {
  profileId: string;
  userId: string;
  kids: boolean;
  ceiling: Certification;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    viewer?: ViewerRequirement;
  }
  interface FastifyRequest {
    /** The acting viewer profile; null when the route has no viewer dimension or none was chosen. */
    viewer: ViewerContext | null;
  }
}

/** Claims of a profile token: issued by choosing a profile (after its PIN), bound to the account. */
interface ViewerClaims {
  sub: string;
  vp: string;
  typ: 'viewer';
}

/** Lives as long as a refresh family at most; the browser chooses again after that. */
export const VIEWER_TOKEN_TTL = '12h';

export function signViewerToken(app: FastifyInstance, userId: string, profileId: string): string {
  const claims: ViewerClaims = { sub: userId, vp: profileId, typ: 'viewer' };
  // The JWT plugin's payload type is the access token's; a profile token has other claims.
  return app.jwt.sign(claims as never, { expiresIn: VIEWER_TOKEN_TTL });
}

function verifyViewerToken(app: FastifyInstance, token: string): ViewerClaims | null {
  try {
    const claims = app.jwt.verify<Partial<ViewerClaims>>(token);
    const valid = claims.typ === 'viewer' && isValidObjectId(claims.sub) && isValidObjectId(claims.vp);
    return valid ? (claims as ViewerClaims) : null;
  } catch {
    return null;
  }
}

export function toViewerContext(
  doc: Pick<ViewerProfileDoc, '_id' | 'user_id' | 'kids' | 'ceiling'>,
): ViewerContext {
  return {
    profileId: doc._id.toHexString(),
    userId: doc.user_id.toHexString(),
    kids: doc.kids,
    ceiling: doc.ceiling,
  };
}

const invalid = () => AppError.message(401, VIEWER_ERROR_CODES.tokenInvalid, 'viewer.tokenInvalid');

/** The profile named by the request's profile token; a bad, stale or foreign token is refused. */
async function chosenProfile(request: FastifyRequest, token: string): Promise<ViewerContext> {
  const claims = verifyViewerToken(request.server, token);
  if (!claims) throw invalid();
  // On signed-in routes the token must belong to the caller's own account.
  if (request.auth && request.auth.userId !== claims.sub) throw invalid();
  const doc = await viewerProfileModel(request.server.db)
    .findOne({ _id: claims.vp, user_id: claims.sub }, { user_id: 1, kids: 1, ceiling: 1 })
    .lean();
  if (!doc) throw invalid();
  return toViewerContext(doc);
}

/** Resolves the route's viewer dimension; runs in the access gate after authentication. */
export async function resolveViewer(
  request: FastifyRequest,
  requirement: ViewerRequirement,
): Promise<ViewerContext | null> {
  const header = request.headers[VIEWER_PROFILE_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  let viewer: ViewerContext | null = null;
  if (token) viewer = await chosenProfile(request, token);
  else if (requirement !== 'optional' && request.auth) {
    const main = await ensureMainProfile(request.server.db, request.auth.userId);
    // A PIN guards the main profile too: without its token it cannot be acted for.
    if (main.pin_hash) {
      throw AppError.message(403, VIEWER_ERROR_CODES.pinRequired, 'viewer.pinRequired');
    }
    viewer = toViewerContext(main);
  }
  if (requirement === 'manager' && viewer?.kids) {
    throw AppError.message(403, VIEWER_ERROR_CODES.kidsCannotManage, 'viewer.kidsCannotManage');
  }
  return viewer;
}
