import { accountApi } from '@premieres/api-client';
import type { AccountSettings, AccountSettingsPatch } from '@premieres/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accountKeys } from '../api/keys';
import { ACCOUNT_READ, useMemberId } from '../api/reads';

export interface AccountSettingsState {
  /** null while loading (or when loading failed). */
  settings: AccountSettings | null;
  failed: boolean;
  /** Shows the change at once, saves it, and puts the saved answer (or the old value) back. */
  save: (patch: AccountSettingsPatch) => Promise<boolean>;
}

function merged(current: AccountSettings, patch: AccountSettingsPatch): AccountSettings {
  return { ...current, ...patch, cookies: { ...current.cookies, ...patch.cookies } };
}

/** The account's settings from the API (they follow the member to every device). */
export function useAccountSettings(): AccountSettingsState {
  const memberId = useMemberId();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: accountKeys.settings(memberId),
    queryFn: () => accountApi.settings(),
    ...ACCOUNT_READ,
  });

  const save = useCallback(
    async (patch: AccountSettingsPatch) => {
      const key = accountKeys.settings(memberId);
      const before = client.getQueryData<AccountSettings>(key);
      if (!before) return false;
      client.setQueryData(key, merged(before, patch));
      try {
        client.setQueryData(key, await accountApi.saveSettings(patch));
        return true;
      } catch {
        // Back to what the account holds, field by field, so a later successful save is kept.
        client.setQueryData<AccountSettings>(key, (current) =>
          current ? merged(current, revert(before, patch)) : before,
        );
        return false;
      }
    },
    [client, memberId],
  );

  return { settings: query.data ?? null, failed: query.isError, save };
}

/** The values `patch` replaced, taken from `before`. */
function revert(before: AccountSettings, patch: AccountSettingsPatch): AccountSettingsPatch {
  const back: AccountSettingsPatch = {};
  if (patch.emailNotifications !== undefined) back.emailNotifications = before.emailNotifications;
  if (patch.autoplay !== undefined) back.autoplay = before.autoplay;
  if (patch.cookies?.analytics !== undefined)
    back.cookies = { ...back.cookies, analytics: before.cookies.analytics };
  if (patch.cookies?.marketing !== undefined)
    back.cookies = { ...back.cookies, marketing: before.cookies.marketing };
  return back;
}
