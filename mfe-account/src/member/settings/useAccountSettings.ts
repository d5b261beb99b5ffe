import { accountApi } from '@premieres/api-client';
import type { AccountSettings, AccountSettingsPatch } from '@premieres/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

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
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef<AccountSettings | null>(null);
  latest.current = settings;

  useEffect(() => {
    let live = true;
    accountApi
      .settings()
      .then((loaded) => live && setSettings(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const save = useCallback(async (patch: AccountSettingsPatch) => {
    const before = latest.current;
    if (!before) return false;
    setSettings(merged(before, patch));
    try {
      setSettings(await accountApi.saveSettings(patch));
      return true;
    } catch {
      // Back to what the account holds, field by field, so a later successful save is kept.
      setSettings((current) => (current ? merged(current, revert(before, patch)) : before));
      return false;
    }
  }, []);

  return { settings, failed, save };
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
