import type { FastifyRequest } from 'fastify';
import { activeEntitlement } from '../../core/entitlement';
import { ensureMainProfile } from '../../models/viewer-profile';
import { recordCountedPlay } from './counted-plays';
import { topTenBoard } from './top-ten-board';

/**
 * A play passed two minutes ('2min' milestone): it counts for "Top 10 today", once per viewer
 * profile per title in the window. Only a subscriber's plays count (only they play films), so a
 * signed-in account without one cannot push titles up by posting milestones.
 */
export async function countPlay(request: FastifyRequest, movieId: string): Promise<void> {
  const { server: app, auth } = request;
  if (!auth) return;
  const now = app.clock.now();
  if (!(await activeEntitlement(app.db, auth.userId, now))) return;
  // No profile chosen: the account's main profile is the one watching.
  const profileId =
    request.viewer?.profileId ?? (await ensureMainProfile(app.db, auth.userId))._id.toHexString();
  if (await recordCountedPlay(app.db, movieId, profileId, now))
    topTenBoard(app.db, app.clock).counted(movieId, now);
}
