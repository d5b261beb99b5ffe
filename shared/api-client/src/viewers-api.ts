import { useAuthStore } from '@premieres/auth-store';
import type {
  ViewerProfile,
  ViewerProfileCreate,
  ViewerProfileUpdate,
  ViewerSelection,
} from '@premieres/contracts';
import { call } from './http';

const one = (id: string) => `viewer-profiles/${encodeURIComponent(id)}`;

/** Viewer profiles of the signed-in account (`/api/viewer-profiles`). */
export const viewersApi = {
  list: async (): Promise<ViewerProfile[]> =>
    (await call((c) => c.get('viewer-profiles').json<{ items: ViewerProfile[] }>())).items,
  create: (body: ViewerProfileCreate): Promise<ViewerProfile> =>
    call((c) => c.post('viewer-profiles', { json: body }).json()),
  update: (id: string, body: ViewerProfileUpdate): Promise<ViewerProfile> =>
    call((c) => c.patch(one(id), { json: body }).json()),
  remove: async (id: string): Promise<void> => {
    await call((c) => c.delete(one(id)));
  },
  /** Chooses who is watching (with the PIN when the profile has one) and stores it. */
  select: async (id: string, pin?: string): Promise<ViewerSelection> => {
    const selection = await call((c) =>
      c.post(`${one(id)}/select`, { json: pin ? { pin } : {} }).json<ViewerSelection>(),
    );
    useAuthStore.getState().setViewer(selection.profile, selection.token);
    return selection;
  },
};
