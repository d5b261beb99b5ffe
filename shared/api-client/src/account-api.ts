import type {
  AccountProfile,
  AccountProfilePatch,
  AccountSettings,
  AccountSettingsPatch,
} from '@premieres/contracts';
import { call } from './http';

/** The signed-in account's own settings and details (`/api/me/settings`, `/api/me/profile`). */
export const accountApi = {
  settings: (): Promise<AccountSettings> => call((c) => c.get('me/settings').json()),
  /** Saves only the fields given; answers every setting. */
  saveSettings: (patch: AccountSettingsPatch): Promise<AccountSettings> =>
    call((c) => c.patch('me/settings', { json: patch }).json()),
  profile: (): Promise<AccountProfile> => call((c) => c.get('me/profile').json()),
  saveProfile: (patch: AccountProfilePatch): Promise<AccountProfile> =>
    call((c) => c.patch('me/profile', { json: patch }).json()),
};
