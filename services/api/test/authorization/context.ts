import type { FastifyInstance } from 'fastify';
import { startCheckout, subscribe } from '../billing/billing-fixtures';
import {
  createViewerProfile,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_MODERATOR,
  selectViewerProfile,
  signIn,
  signUp,
} from '../helpers';
import { storeFilm } from '../support/stored-film';
import type { Ctx } from './matrix-kit';

let profileCounter = 0;

/** The callers of the matrix and what their rows need, made once on a fresh app. */
export async function matrixContext(app: FastifyInstance, corsOrigin: string): Promise<Ctx> {
  const user = await signUp(app);
  const anotherUser = await signUp(app);
  const spare = await signUp(app);
  const admin = {
    ...(await signIn(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD)),
    email: DEV_ADMIN_EMAIL,
    password: DEV_ADMIN_PASSWORD,
  };
  const moderator = { ...(await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password)), ...DEV_MODERATOR };
  const kids = await signUp(app);
  const kidsProfile = await createViewerProfile(app, kids, { name: 'Kids', kids: true, ceiling: 'U/A 7+' });
  const kidsToken = await selectViewerProfile(app, kids, kidsProfile.id);
  const subscriber = await signUp(app);
  await subscribe(app, subscriber, 'standard');
  // Title '1' gets a film of its own (its sample clip is the trailer only).
  await storeFilm(app, '1');
  await subscribe(app, kids, 'basic');
  const userCheckout = await startCheckout(app, user, 'standard');
  const spareCheckout = await startCheckout(app, spare, 'basic');
  const sessions = { user, anotherUser, admin, moderator, kids, subscriber };
  return {
    app,
    sessions,
    kidsToken,
    userCheckout,
    spareCheckout,
    async spareProfile(who) {
      return (await createViewerProfile(app, sessions[who], { name: `Spare ${++profileCounter}` })).id;
    },
    spare: { email: spare.email, password: spare.password },
    corsOrigin,
    async freshRefresh(who) {
      if (who === 'anonymous') return undefined;
      const s = sessions[who];
      return (await signIn(app, s.email, s.password)).refreshToken;
    },
  };
}
